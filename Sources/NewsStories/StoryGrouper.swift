#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Groups articles into stories as they come, from their words, time and address alone.
///
/// Each article becomes a TF-IDF vector of its terms (``StoryTokenizer``); it joins the recent story
/// whose centroid it is most like, when the cosine reaches ``Settings/joinThreshold`` and they share
/// ``Settings/minimumSharedTerms`` terms; else it begins a story of its own. When an article is like
/// two stories and those stories are like each other (``Settings/mergeThreshold``), they become one,
/// under the older one's id. Two articles at one canonical address (``CanonicalAddress``) are one story.
///
/// State is windowed in time: stories not added to for ``Settings/window`` seconds are forgotten
/// (their articles keep their ids), so memory follows the window's articles, not the catalog's.
/// Document frequencies live in a fixed table of hashed counts.
public struct StoryGrouper: Sendable {
    /// What makes an article join a story, and how much state is kept.
    public struct Settings: Sendable, Equatable {
        /// The least cosine between an article and a story's centroid for the article to join it.
        public var joinThreshold: Float = 0.5
        /// The least cosine between two stories' centroids for an article like both to merge them.
        public var mergeThreshold: Float = 0.5
        /// The least cosine between an article and a second story for the article to merge it into
        /// the story it joined (the two stories' centroids must also reach ``mergeThreshold``).
        public var bridgeThreshold: Float = 0.5
        /// Terms an article must share with a story's centroid to join it.
        public var minimumSharedTerms = 2
        /// Seconds a story stays open after its latest article.
        public var window: Int64 = 3 * 86_400
        /// Seconds from a story's first article after which it takes no more: an event, not a topic.
        public var span: Int64 = 7 * 86_400
        /// The most terms an article keeps (its heaviest).
        public var articleTerms = 24
        /// The most terms a story's centroid keeps (its heaviest).
        public var storyTerms = 48
        /// Recent stories read for each term of an article, newest first.
        public var postingsRead = 256
        /// Weight of a word of the address's path, beside a title's 1.
        public var addressWeight: Float = 0.5
        /// Weight of a word of the text, beside a title's 1.
        public var textWeight: Float = 0.35
        /// Weight of a capitalised word inside a headline not written in title case.
        public var nameWeight: Float = 1.5

        /// The defaults: tuned on UCI's first month (docs/PERFORMANCE.md, "Stories").
        public init() {}
    }

    /// One story's state while it is open.
    private struct Story: Sendable {
        var key: Int64
        var first: Int64
        var last: Int64
        var size: Int32 = 1
        var generation: UInt32
        var inUse = true
        /// The story this one was merged into, as a reference (slot and generation).
        var absorbedInto: UInt64?
        /// The centroid's terms in increasing order, and their summed weights.
        var terms: [UInt64] = []
        var weights: [Float] = []
        var norm: Float = 0
    }

    /// The settings this grouper was made with.
    public let settings: Settings
    private var tokenizer = StoryTokenizer()
    private var stories: [Story] = []
    private var freeSlots: [Int] = []
    /// Term → references (slot and generation) of stories whose centroid has held it, oldest first.
    private var postings: [UInt64: [UInt64]] = [:]
    /// Hashed document frequencies.
    private var frequencies: [UInt32]
    private var articles = 0
    private var now = Int64.min
    private var sweptAt = Int64.min
    /// Canonical address's hash → the story its article joined, and when.
    private var addresses: [UInt64: (story: UInt64, time: Int64)] = [:]
    // Scratch state for one article's candidates, by slot.
    private var seenStamp: [UInt32] = []
    private var seenTerm: [Int32] = []
    private var shared: [Int32] = []
    private var stamp: UInt32 = 0
    private var candidates: [Int] = []
    private var matches: [(slot: Int, score: Float)] = []

    private static let frequencyBits = 21

    /// A grouper with no stories yet.
    public init(settings: Settings = Settings()) {
        self.settings = settings
        tokenizer.weights.address = settings.addressWeight
        tokenizer.weights.text = settings.textWeight
        tokenizer.weights.name = settings.nameWeight
        frequencies = Array(repeating: 0, count: 1 << Self.frequencyBits)
    }

    /// Stories open now (not yet forgotten by the window).
    public var openStories: Int {
        stories.reduce(0) { $0 + ($1.inUse && $1.absorbedInto == nil ? 1 : 0) }
    }

    /// Groups one article: the story it joined (or began) and any stories it merged into that story.
    /// Articles should come in publication order; one a little out of order is read as well.
    public mutating func add(_ candidate: StoryCandidate) -> StoryAssignment {
        let time = candidate.published
        now = max(now, time)
        articles += 1
        // An eighth of the window between sweeps: at most 9/8 of a window's stories are held.
        if sweptAt == .min { sweptAt = time }
        if now - sweptAt >= max(1, settings.window / 8) { sweep() }

        let vector = weighted(tokenizer.terms(title: candidate.title, text: candidate.text, address: candidate.address))
        let address = StoryTokenizer.hash(CanonicalAddress.of(candidate.address).utf8)
        if let known = addresses[address], let slot = resolve(known.story) {
            join(slot, vector, time: time)
            addresses[address] = (reference(slot), time)
            return StoryAssignment(story: stories[slot].key)
        }

        findCandidates(vector, time: time)
        matches.removeAll(keepingCapacity: true)
        for slot in candidates where Int(shared[slot]) >= settings.minimumSharedTerms {
            let score = cosine(vector, slot)
            if score >= min(settings.joinThreshold, settings.bridgeThreshold) { matches.append((slot, score)) }
        }
        guard let best = matches.max(by: { $0.score < $1.score }), best.score >= settings.joinThreshold else {
            let slot = begin(candidate.key, vector, time: time)
            addresses[address] = (reference(slot), time)
            return StoryAssignment(story: candidate.key)
        }
        var survivor = best.slot
        var absorbed: [Int64] = []
        for other in matches
        where other.slot != best.slot && other.score >= settings.bridgeThreshold && stories[other.slot].absorbedInto == nil {
            guard centroidCosine(survivor, other.slot) >= settings.mergeThreshold else { continue }
            let (older, younger) = isOlder(other.slot, than: survivor) ? (other.slot, survivor) : (survivor, other.slot)
            absorbed.append(stories[younger].key)
            merge(younger, into: older)
            survivor = older
        }
        join(survivor, vector, time: time)
        addresses[address] = (reference(survivor), time)
        return StoryAssignment(story: stories[survivor].key, absorbed: absorbed)
    }

    /// Terms weighted by TF-IDF, the heaviest kept, in increasing order of id, of unit length; the
    /// document frequencies count the article.
    private mutating func weighted(_ terms: [StoryTokenizer.Term]) -> [StoryTokenizer.Term] {
        var terms = terms
        let mask = (1 << Self.frequencyBits) - 1
        let total = Float(articles) + 1
        for index in terms.indices {
            let bucket = Int(truncatingIfNeeded: terms[index].id) & mask
            let frequency = Float(frequencies[bucket])
            terms[index].weight = min(terms[index].weight, 2) * logf((total + 1) / (frequency + 1))
            if frequencies[bucket] < UInt32.max { frequencies[bucket] += 1 }
        }
        if terms.count > settings.articleTerms {
            terms.sort { $0.weight > $1.weight }
            terms.removeLast(terms.count - settings.articleTerms)
            terms.sort { $0.id < $1.id }
        }
        var norm: Float = 0
        for term in terms { norm += term.weight * term.weight }
        norm = norm.squareRoot()
        if norm > 0 {
            for index in terms.indices { terms[index].weight /= norm }
        }
        return terms
    }

    /// Collects open stories in the window that share terms with the article, with how many.
    private mutating func findCandidates(_ vector: [StoryTokenizer.Term], time: Int64) {
        stamp &+= 1
        candidates.removeAll(keepingCapacity: true)
        for (termIndex, term) in vector.enumerated() {
            guard let list = postings[term.id] else { continue }
            var index = list.count - 1
            let stop = max(0, list.count - settings.postingsRead)
            while index >= stop {
                let reference = list[index]
                index -= 1
                let slot = Int(reference & 0xFFFF_FFFF)
                guard stories[slot].generation == UInt32(reference >> 32), stories[slot].inUse,
                    stories[slot].absorbedInto == nil,
                    time <= stories[slot].last + settings.window, time + settings.window >= stories[slot].first,
                    time <= stories[slot].first + settings.span
                else { continue }
                if seenStamp[slot] != stamp {
                    seenStamp[slot] = stamp
                    seenTerm[slot] = -1
                    shared[slot] = 0
                    candidates.append(slot)
                }
                if seenTerm[slot] != Int32(termIndex) {
                    seenTerm[slot] = Int32(termIndex)
                    shared[slot] += 1
                }
            }
        }
    }

    /// The cosine between an article's unit vector and a story's centroid.
    private func cosine(_ vector: [StoryTokenizer.Term], _ slot: Int) -> Float {
        let story = stories[slot]
        guard story.norm > 0 else { return 0 }
        var dot: Float = 0
        var left = 0
        var right = 0
        while left < vector.count, right < story.terms.count {
            let a = vector[left].id
            let b = story.terms[right]
            if a == b {
                dot += vector[left].weight * story.weights[right]
                left += 1
                right += 1
            } else if a < b {
                left += 1
            } else {
                right += 1
            }
        }
        return dot / story.norm
    }

    /// The cosine between two stories' centroids.
    private func centroidCosine(_ first: Int, _ second: Int) -> Float {
        let a = stories[first]
        let b = stories[second]
        guard a.norm > 0, b.norm > 0 else { return 0 }
        var dot: Float = 0
        var left = 0
        var right = 0
        while left < a.terms.count, right < b.terms.count {
            if a.terms[left] == b.terms[right] {
                dot += a.weights[left] * b.weights[right]
                left += 1
                right += 1
            } else if a.terms[left] < b.terms[right] {
                left += 1
            } else {
                right += 1
            }
        }
        return dot / (a.norm * b.norm)
    }

    /// Whether story `first` began before story `second` (the earlier key on a tie).
    private func isOlder(_ first: Int, than second: Int) -> Bool {
        (stories[first].first, stories[first].key) < (stories[second].first, stories[second].key)
    }

    /// A new story begun by the article `key`.
    private mutating func begin(_ key: Int64, _ vector: [StoryTokenizer.Term], time: Int64) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            stories[slot] = Story(key: key, first: time, last: time, generation: stories[slot].generation)
        } else {
            slot = stories.count
            stories.append(Story(key: key, first: time, last: time, generation: 0))
            seenStamp.append(0)
            seenTerm.append(-1)
            shared.append(0)
        }
        stories[slot].size = 0
        add(vector.map(\.id), vector.map(\.weight), to: slot)
        return slot
    }

    /// The article joins the story in `slot`.
    private mutating func join(_ slot: Int, _ vector: [StoryTokenizer.Term], time: Int64) {
        add(vector.map(\.id), vector.map(\.weight), to: slot)
        stories[slot].last = max(stories[slot].last, time)
        stories[slot].first = min(stories[slot].first, time)
    }

    /// Story `younger` becomes part of story `older`; references to it lead to `older` from now on.
    private mutating func merge(_ younger: Int, into older: Int) {
        let terms = stories[younger].terms
        let weights = stories[younger].weights
        let size = stories[younger].size
        add(terms, weights, to: older)
        stories[older].size += size - 1
        stories[older].first = min(stories[older].first, stories[younger].first)
        stories[older].last = max(stories[older].last, stories[younger].last)
        stories[younger].absorbedInto = reference(older)
        stories[younger].terms = []
        stories[younger].weights = []
        stories[younger].norm = 0
    }

    /// Adds weighted terms (in increasing order) to a story's centroid, keeps its heaviest terms and
    /// lists the story under the terms it did not hold before.
    private mutating func add(_ terms: [UInt64], _ weights: [Float], to slot: Int) {
        let old = stories[slot].terms
        let oldWeights = stories[slot].weights
        var mergedTerms: [UInt64] = []
        var mergedWeights: [Float] = []
        mergedTerms.reserveCapacity(old.count + terms.count)
        mergedWeights.reserveCapacity(old.count + terms.count)
        var isNew: [Bool] = []
        isNew.reserveCapacity(old.count + terms.count)
        var left = 0
        var right = 0
        while left < old.count || right < terms.count {
            if right == terms.count || (left < old.count && old[left] < terms[right]) {
                mergedTerms.append(old[left])
                mergedWeights.append(oldWeights[left])
                isNew.append(false)
                left += 1
            } else if left == old.count || terms[right] < old[left] {
                mergedTerms.append(terms[right])
                mergedWeights.append(weights[right])
                isNew.append(true)
                right += 1
            } else {
                mergedTerms.append(old[left])
                mergedWeights.append(oldWeights[left] + weights[right])
                isNew.append(false)
                left += 1
                right += 1
            }
        }
        if mergedTerms.count > settings.storyTerms {
            // The lightest weight kept: the storyTerms-th heaviest.
            var sorted = mergedWeights
            sorted.sort(by: >)
            let floor = sorted[settings.storyTerms - 1]
            var kept = 0
            for index in mergedTerms.indices where mergedWeights[index] >= floor && kept < settings.storyTerms {
                mergedTerms[kept] = mergedTerms[index]
                mergedWeights[kept] = mergedWeights[index]
                isNew[kept] = isNew[index]
                kept += 1
            }
            mergedTerms.removeLast(mergedTerms.count - kept)
            mergedWeights.removeLast(mergedWeights.count - kept)
            isNew.removeLast(isNew.count - kept)
        }
        let story = reference(slot)
        for index in mergedTerms.indices where isNew[index] {
            postings[mergedTerms[index], default: []].append(story)
        }
        var norm: Float = 0
        for weight in mergedWeights { norm += weight * weight }
        stories[slot].terms = mergedTerms
        stories[slot].weights = mergedWeights
        stories[slot].norm = norm.squareRoot()
        stories[slot].size += 1
    }

    private func reference(_ slot: Int) -> UInt64 {
        UInt64(stories[slot].generation) << 32 | UInt64(slot)
    }

    /// The open story a reference leads to, following merges; nil once it is forgotten.
    private func resolve(_ reference: UInt64) -> Int? {
        var reference = reference
        while true {
            let slot = Int(reference & 0xFFFF_FFFF)
            guard slot < stories.count, stories[slot].generation == UInt32(reference >> 32), stories[slot].inUse else { return nil }
            guard let into = stories[slot].absorbedInto else { return slot }
            reference = into
        }
    }

    /// Forgets stories (and addresses) older than the window, and the postings that led to them.
    private mutating func sweep() {
        sweptAt = now
        let horizon = now - settings.window
        var freed = 0
        for slot in stories.indices where stories[slot].inUse && stories[slot].last < horizon {
            stories[slot].inUse = false
            stories[slot].generation &+= 1
            stories[slot].absorbedInto = nil
            stories[slot].terms = []
            stories[slot].weights = []
            freeSlots.append(slot)
            freed += 1
        }
        if freed > 0 {
            var emptied = 0
            for index in postings.indices {
                postings.values[index].removeAll { reference in
                    let slot = Int(reference & 0xFFFF_FFFF)
                    return stories[slot].generation != UInt32(reference >> 32) || !stories[slot].inUse
                }
                if postings.values[index].isEmpty { emptied += 1 }
            }
            if emptied > 0 { postings = postings.filter { !$0.value.isEmpty } }
        }
        addresses = addresses.filter { $0.value.time >= horizon }
    }
}
