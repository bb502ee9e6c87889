#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Groups articles into stories as they come, from their words, time and address alone.
///
/// Each article becomes a TF-IDF vector of its terms (``StoryTokenizer``); it joins the open story
/// whose centroid it is most like, when the cosine reaches ``Settings/joinThreshold`` and they share
/// ``Settings/minimumSharedTerms`` terms; else it begins a story of its own. When the article is also
/// like a second story (``Settings/bridgeThreshold``) and the two stories' centroids are like each
/// other (``Settings/mergeThreshold``), they become one under the older story's id. Two articles at
/// one canonical address (``CanonicalAddress``) are one story.
///
/// State is windowed in time: a story takes articles for ``Settings/window`` seconds after its latest
/// and ``Settings/span`` seconds after its first, then is forgotten (its articles keep their ids), a
/// few slots at each article, so memory follows the window's articles, not the catalog's, and no
/// article pays for a sweep of everything. Document frequencies live in a fixed table of hashed counts.
public struct StoryGrouper: Sendable {
    /// What makes an article join a story, and how much state is kept.
    public struct Settings: Sendable, Equatable {
        /// The least cosine between an article and a story's centroid for the article to join it.
        public var joinThreshold: Float = 0.3
        /// The least cosine between an article and a second story for the article to merge it into
        /// the story it joined (the two stories' centroids must also reach ``mergeThreshold``).
        public var bridgeThreshold: Float = 0.3
        /// The least cosine between two stories' centroids for an article like both to merge them.
        public var mergeThreshold: Float = 0.3
        /// Terms an article must share with a story's centroid to join it.
        public var minimumSharedTerms = 2
        /// Seconds a story takes articles after its latest one.
        public var window: Int64 = 12 * 3_600
        /// Seconds a story takes articles after its first one: an event, not a topic.
        public var span: Int64 = 24 * 3_600
        /// The most terms an article keeps (its heaviest).
        public var articleTerms = 24
        /// The most terms a story's centroid keeps (its heaviest).
        public var storyTerms = 48
        /// Recent stories read for each term of an article, newest first.
        public var postingsRead = 32
        /// Weight of a word of the text, beside a title's 1.
        public var textWeight: Float = 0.35
        /// Weight of a capitalised word inside a headline not written in title case.
        public var nameWeight: Float = 1.5

        /// The defaults: tuned on UCI's first month (docs/PERFORMANCE.md, "Stories").
        public init() {}
    }

    private typealias Term = StoryTokenizer.Term

    /// What candidate search reads of a story, kept apart from its terms so the scan stays in cache.
    private struct Header: Sendable {
        var first: Int64 = 0
        var last: Int64 = 0
        var generation: UInt32 = 0
        var state = State.free
    }

    /// What candidate search found of one story for the article being grouped.
    private struct Seen: Sendable {
        /// The article this was found for: entries of older articles are stale.
        var stamp: UInt32 = 0
        /// The article's term that last found the story, so a story listed twice counts once.
        var term: Int32 = -1
        /// How many of the article's terms the story shares.
        var shared: Int32 = 0
        /// The article's squared weight on those terms: the cosine is at most its root.
        var mass: Float = 0
    }

    private enum State: UInt8, Sendable {
        case free, open, absorbed
    }

    /// One story's centroid and history while it is held.
    private struct Story: Sendable {
        var key: Int64 = 0
        var size: Int32 = 0
        /// The story this one was merged into, as a reference (slot and generation).
        var absorbedInto: UInt64?
        /// The centroid: summed unit vectors of its articles, heaviest terms only, in increasing id.
        var terms: [Term] = []
        var norm: Float = 0
        /// Every term the story is listed under in the postings, in increasing order, so forgetting it can unlist it.
        var listed: [UInt64] = []
    }

    /// The settings this grouper was made with.
    public let settings: Settings
    private var tokenizer: StoryTokenizer
    private var headers: [Header] = []
    private var stories: [Story] = []
    private var freeSlots: [Int] = []
    /// Story id → slot, for articles restored with their story (``restore(_:story:)``).
    private var slotOfStory: [Int64: Int] = [:]
    private var cursor = 0
    /// Terms whose postings hold references to forgotten stories, to be cleaned a few at each article.
    private var unlisting: [UInt64] = []
    private var unlistingHead = 0
    /// Term → references (slot and generation) of stories listed under it, oldest first.
    private var postings = Table<[UInt64]>()
    /// Hashed document frequencies.
    private var frequencies: [UInt32]
    private var articles = 0
    private var now = Int64.min
    /// Canonical address's hash → the story its article joined, in two generations: each window the
    /// older is dropped whole and the newer becomes it, so addresses are kept one to two windows
    /// without a sweep, and the newer table starts at the older's size instead of growing (and
    /// rehashing) all over again.
    private var addresses = Table<UInt64>()
    private var olderAddresses = Table<UInt64>()
    private var addressesSince = Int64.min
    private var addressBytes: [UInt8] = []
    // Scratch state for one article, by slot and otherwise.
    /// Per slot: what candidate search found of the story for the current article.
    private var seen: [Seen] = []
    private var stamp: UInt32 = 0
    private var candidates: [Int] = []
    private var matches: [(slot: Int, score: Float)] = []
    private var scratchTerms: [Term] = []
    /// The article being grouped: its weighted terms.
    private var vector: [Term] = []
    private var scratchNew: [Bool] = []
    private var scratchWeights: [Float] = []

    /// The document frequencies' table holds 2^19 counts (2 MB). 2^21 (8 MB) gave UCI the same
    /// precision, recall and F1 after 2014-04-10 to three places, and kept the import's peak over
    /// 150 MB (docs/PERFORMANCE.md, "Stories measured").
    private static let frequencyBits = 19
    /// Slots looked at for forgetting at each article.
    private static let sweepStep = 4
    /// Terms unlisted from forgotten stories at each article.
    private static let unlistStep = 16

    /// A grouper with no stories yet.
    public init(settings: Settings = Settings()) {
        self.settings = settings
        tokenizer = StoryTokenizer(settings: settings)
        frequencies = Array(repeating: 0, count: 1 << Self.frequencyBits)
    }

    /// Stories held now that can still take articles or be merged.
    public var openStories: Int {
        headers.reduce(0) { $0 + ($1.state == .open ? 1 : 0) }
    }

    /// Groups one article: the story it joined (or began) and any stories it merged into that story.
    /// Articles should come in publication order; one a little out of order is read as well.
    public mutating func add(_ candidate: StoryCandidate) -> StoryAssignment {
        let (time, address) = take(candidate)
        return group(candidate.key, time: time, address: address)
    }

    /// Groups one article whose words were read ahead (the `index`-th of `terms`, below its
    /// `count`), as ``add(_:)`` groups the candidate they were read from: the same story, the same
    /// merges.
    public mutating func add(key: Int64, published: Int64, read terms: StoryTerms, at index: Int) -> StoryAssignment {
        let time = advance(to: published)
        var weighed: [Term] = []
        swap(&weighed, &vector)
        weighed.removeAll(keepingCapacity: true)
        terms.append(termsAt: index, to: &weighed)
        weigh(&weighed)
        swap(&weighed, &vector)
        return group(key, time: time, address: terms.addresses[index])
    }

    /// Groups the article `key`, its weighted terms in ``vector``.
    private mutating func group(_ key: Int64, time: Int64, address: UInt64) -> StoryAssignment {
        // Taken out while the article is grouped, and put back for the next article to reuse.
        var vector: [Term] = []
        swap(&vector, &self.vector)
        defer { self.vector = vector }
        if let known = addresses[address] ?? olderAddresses[address], let slot = resolve(known) {
            join(slot, vector, time: time)
            remember(address, slot)
            return StoryAssignment(story: stories[slot].key)
        }

        findCandidates(vector, time: time)
        matches.removeAll(keepingCapacity: true)
        let least = min(settings.joinThreshold, settings.bridgeThreshold)
        for slot in candidates where Int(seen[slot].shared) >= settings.minimumSharedTerms && seen[slot].mass >= least * least {
            let score = cosine(vector, slot)
            if score >= least { matches.append((slot, score)) }
        }
        guard let best = matches.max(by: { $0.score < $1.score }), best.score >= settings.joinThreshold else {
            let slot = begin(key, vector, time: time)
            remember(address, slot)
            return StoryAssignment(story: key)
        }
        var survivor = best.slot
        var absorbed: [Int64] = []
        for other in matches where other.slot != best.slot && other.score >= settings.bridgeThreshold {
            guard headers[other.slot].state == .open, headers[survivor].state == .open,
                centroidCosine(survivor, other.slot) >= settings.mergeThreshold
            else { continue }
            let (older, younger) = isOlder(other.slot, than: survivor) ? (other.slot, survivor) : (survivor, other.slot)
            absorbed.append(stories[younger].key)
            merge(younger, into: older)
            survivor = older
        }
        join(survivor, vector, time: time)
        remember(address, survivor)
        return StoryAssignment(story: stories[survivor].key, absorbed: absorbed)
    }

    /// Reads an article already grouped (one of the window's last articles, read back from the
    /// catalog when a process starts) into the story it belongs to, deciding nothing: after the
    /// window's articles are restored in publication order, new articles join as if this grouper
    /// had seen them all.
    public mutating func restore(_ candidate: StoryCandidate, story: Int64) {
        let (time, address) = take(candidate)
        var vector: [Term] = []
        swap(&vector, &self.vector)
        defer { self.vector = vector }
        let slot: Int
        if let known = slotOfStory[story], headers[known].state == .open {
            slot = known
            join(slot, vector, time: time)
        } else {
            slot = begin(story, vector, time: time)
        }
        remember(address, slot)
    }

    /// What `add` and `restore` both begin with: the clock moved on to the article's time, a few
    /// forgotten slots cleared, and the article's weighted terms (in ``vector``, whose storage the
    /// next article reuses) and the hash of its canonical address.
    private mutating func take(_ candidate: StoryCandidate) -> (time: Int64, address: UInt64) {
        let time = advance(to: candidate.published)
        var terms: [Term] = []
        swap(&terms, &vector)
        tokenizer.terms(title: candidate.title, text: candidate.text, into: &terms)
        weigh(&terms)
        swap(&terms, &vector)
        CanonicalAddress.write(candidate.address, into: &addressBytes)
        return (time, StoryTokenizer.hash(addressBytes))
    }

    /// Moves the clock on to an article published at `published` and counts it; forgets a few
    /// slots. Returns the article's time as the grouper holds it.
    private mutating func advance(to published: Int64) -> Int64 {
        let time = Self.clamped(published)
        now = max(now, time)
        articles += 1
        forgetSome()
        return time
    }

    /// Weighs terms by TF-IDF, keeps the heaviest, in increasing order of id, of unit length; the
    /// document frequencies count the article.
    private mutating func weigh(_ terms: inout [Term]) {
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
    }

    /// A publication time a file or server wrote, held within some 140 million years of 1970 so the
    /// window's sums cannot overflow.
    private static func clamped(_ time: Int64) -> Int64 {
        min(max(time, -(1 << 52)), 1 << 52)
    }

    /// Whether the story in `slot` can take an article published at `time`.
    private func isOpen(_ slot: Int, at time: Int64) -> Bool {
        Reach(time, settings).admits(headers[slot])
    }

    /// The times a story must have to take an article published at a given time: open, its latest
    /// article within ``Settings/window`` before, its first within ``Settings/span`` before and
    /// ``Settings/window`` after. Worked out once an article, not once a story looked at.
    private struct Reach {
        let lastFloor: Int64
        let firstFloor: Int64
        let firstCeiling: Int64

        init(_ time: Int64, _ settings: Settings) {
            lastFloor = time - settings.window
            firstFloor = time - settings.span
            firstCeiling = time + settings.window
        }

        @inline(__always)
        func admits(_ header: Header) -> Bool {
            header.state == .open && header.last >= lastFloor && header.first >= firstFloor && header.first <= firstCeiling
        }
    }

    /// Collects open stories that share terms with the article, with how many.
    private mutating func findCandidates(_ vector: [Term], time: Int64) {
        stamp &+= 1
        let stamp = stamp
        let read = settings.postingsRead
        let reach = Reach(time, settings)
        var candidates: [Int] = []
        swap(&candidates, &self.candidates)
        defer { swap(&candidates, &self.candidates) }
        candidates.removeAll(keepingCapacity: true)
        // Through buffers: the grouper's busiest loop, where each array subscript checked its bounds
        // and each write that the array was not shared.
        headers.withUnsafeBufferPointer { headers in
            seen.withUnsafeMutableBufferPointer { seen in
                let slots = min(headers.count, seen.count)
                for (termIndex, term) in vector.enumerated() {
                    guard let at = postings.index(of: term.id) else { continue }
                    let list = postings[at: at]
                    let mass = term.weight * term.weight
                    let mark = Int32(termIndex)
                    list.withUnsafeBufferPointer { list in
                        var index = list.count - 1
                        let stop = max(0, list.count - read)
                        while index >= stop {
                            let reference = list[index]
                            index -= 1
                            let slot = Int(reference & 0xFFFF_FFFF)
                            // Every reference names a slot the grouper made; checked once, so a read can never stray.
                            guard slot < slots else { continue }
                            let header = headers[slot]
                            guard header.generation == UInt32(truncatingIfNeeded: reference >> 32), reach.admits(header) else { continue }
                            if seen[slot].stamp != stamp {
                                seen[slot] = Seen(stamp: stamp, term: -1, shared: 0, mass: 0)
                                candidates.append(slot)
                            }
                            if seen[slot].term != mark {
                                seen[slot].term = mark
                                seen[slot].shared += 1
                                seen[slot].mass += mass
                            }
                        }
                    }
                }
            }
        }
    }

    /// The dot product of two term lists in increasing id.
    private static func dot(_ first: [Term], _ second: [Term]) -> Float {
        // Through buffers, as in ``findCandidates(_:time:)``: a cosine is taken for every candidate.
        first.withUnsafeBufferPointer { first in
            second.withUnsafeBufferPointer { second in
                var dot: Float = 0
                var left = 0
                var right = 0
                while left < first.count, right < second.count {
                    let a = first[left].id
                    let b = second[right].id
                    if a == b {
                        dot += first[left].weight * second[right].weight
                        left += 1
                        right += 1
                    } else if a < b {
                        left += 1
                    } else {
                        right += 1
                    }
                }
                return dot
            }
        }
    }

    /// The cosine between an article's unit vector and a story's centroid.
    private func cosine(_ vector: [Term], _ slot: Int) -> Float {
        let norm = stories[slot].norm
        return norm > 0 ? Self.dot(vector, stories[slot].terms) / norm : 0
    }

    /// The cosine between two stories' centroids.
    private func centroidCosine(_ first: Int, _ second: Int) -> Float {
        let norms = stories[first].norm * stories[second].norm
        return norms > 0 ? Self.dot(stories[first].terms, stories[second].terms) / norms : 0
    }

    /// Whether story `first` began before story `second` (the earlier key on a tie).
    private func isOlder(_ first: Int, than second: Int) -> Bool {
        (headers[first].first, stories[first].key) < (headers[second].first, stories[second].key)
    }

    /// A new story begun by the article `key`.
    private mutating func begin(_ key: Int64, _ vector: [Term], time: Int64) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = headers.count
            headers.append(Header())
            stories.append(Story())
            seen.append(Seen())
        }
        headers[slot].first = time
        headers[slot].last = time
        headers[slot].state = .open
        stories[slot].key = key
        slotOfStory[key] = slot
        add(vector, to: slot)
        stories[slot].size = 1
        return slot
    }

    /// The article joins the story in `slot`.
    private mutating func join(_ slot: Int, _ vector: [Term], time: Int64) {
        add(vector, to: slot)
        stories[slot].size += 1
        headers[slot].last = max(headers[slot].last, time)
        headers[slot].first = min(headers[slot].first, time)
    }

    /// Story `younger` becomes part of story `older`; references to it lead to `older` from now on.
    private mutating func merge(_ younger: Int, into older: Int) {
        add(stories[younger].terms, to: older)
        stories[older].size += stories[younger].size
        headers[older].first = min(headers[older].first, headers[younger].first)
        headers[older].last = max(headers[older].last, headers[younger].last)
        headers[younger].state = .absorbed
        stories[younger].absorbedInto = reference(older)
        stories[younger].terms = []
        stories[younger].norm = 0
    }

    /// Adds weighted terms (in increasing id) to a story's centroid, keeps its heaviest terms and
    /// lists the story under the terms it did not hold before.
    private mutating func add(_ terms: [Term], to slot: Int) {
        Self.merge(stories[slot].terms, terms, into: &scratchTerms, isNew: &scratchNew)
        // Trimmed sixteen terms past the bound, so most articles that join a large story sort nothing.
        let bound = max(1, settings.storyTerms)
        if scratchTerms.count > bound + 16 {
            Self.keepHeaviest(bound, of: &scratchTerms, isNew: &scratchNew, weights: &scratchWeights)
        }
        let story = reference(slot)
        var norm: Float = 0
        for index in scratchTerms.indices {
            norm += scratchTerms[index].weight * scratchTerms[index].weight
            guard scratchNew[index] else { continue }
            // A term the story held before, dropped and now heavy again, is listed once only.
            let term = scratchTerms[index].id
            let position = Self.insertionPoint(of: term, in: stories[slot].listed)
            guard position == stories[slot].listed.count || stories[slot].listed[position] != term else { continue }
            stories[slot].listed.insert(term, at: position)
            postings.modify(term, default: []) { $0.append(story) }
        }
        // Copied back into the story's own storage rather than swapped: a swap handed the scratch list
        // the old centroid's buffer, sized for it alone, and the next article's merge allocated anew.
        stories[slot].terms.removeAll(keepingCapacity: true)
        stories[slot].terms.append(contentsOf: scratchTerms)
        stories[slot].norm = norm.squareRoot()
    }

    /// Merges two term lists in increasing id into `merged`, the weights of an id in both summed,
    /// and marks in `isNew` the terms only `added` held. Both are emptied first, their storage
    /// reused; written through buffers, as a centroid's update is the grouper's busiest loop and
    /// appending checked the arrays' capacity and sharing at every term.
    private static func merge(_ held: [Term], _ added: [Term], into merged: inout [Term], isNew: inout [Bool]) {
        let capacity = held.count + added.count
        merged.removeAll(keepingCapacity: true)
        isNew.removeAll(keepingCapacity: true)
        merged.append(contentsOf: repeatElement(Term(id: 0, weight: 0), count: capacity))
        isNew.append(contentsOf: repeatElement(false, count: capacity))
        let count = held.withUnsafeBufferPointer { held in
            added.withUnsafeBufferPointer { added in
                merged.withUnsafeMutableBufferPointer { merged in
                    isNew.withUnsafeMutableBufferPointer { isNew in
                        var left = 0
                        var right = 0
                        var count = 0
                        while left < held.count, right < added.count {
                            let heldID = held[left].id
                            let addedID = added[right].id
                            if heldID < addedID {
                                merged[count] = held[left]
                                left += 1
                            } else if addedID < heldID {
                                merged[count] = added[right]
                                isNew[count] = true
                                right += 1
                            } else {
                                merged[count] = Term(id: heldID, weight: held[left].weight + added[right].weight)
                                left += 1
                                right += 1
                            }
                            count += 1
                        }
                        while left < held.count {
                            merged[count] = held[left]
                            left += 1
                            count += 1
                        }
                        while right < added.count {
                            merged[count] = added[right]
                            isNew[count] = true
                            right += 1
                            count += 1
                        }
                        return count
                    }
                }
            }
        }
        merged.removeLast(capacity - count)
        isNew.removeLast(capacity - count)
    }

    /// Keeps the `bound` heaviest of `terms` (the first of equal weights), in their order, with
    /// their marks in `isNew`; `weights` is scratch storage.
    private static func keepHeaviest(_ bound: Int, of terms: inout [Term], isNew: inout [Bool], weights: inout [Float]) {
        weights.removeAll(keepingCapacity: true)
        for term in terms { weights.append(term.weight) }
        // The lightest weight kept: the bound-th heaviest.
        let floor = heaviest(bound - 1, in: &weights)
        let kept = terms.withUnsafeMutableBufferPointer { terms in
            isNew.withUnsafeMutableBufferPointer { isNew in
                var kept = 0
                for index in terms.indices where terms[index].weight >= floor && kept < bound {
                    terms[kept] = terms[index]
                    isNew[kept] = isNew[index]
                    kept += 1
                }
                return kept
            }
        }
        terms.removeLast(terms.count - kept)
        isNew.removeLast(isNew.count - kept)
    }

    /// The `rank`-th heaviest of `weights` (0 the heaviest), as sorting them would find it but without
    /// the sort: `weights` is left partly ordered.
    private static func heaviest(_ rank: Int, in weights: inout [Float]) -> Float {
        weights.withUnsafeMutableBufferPointer { weights in
            var low = 0
            var high = weights.count - 1
            while low < high {
                let pivot = weights[(low + high) / 2]
                var left = low
                var right = high
                while left <= right {
                    while weights[left] > pivot { left += 1 }
                    while weights[right] < pivot { right -= 1 }
                    if left <= right {
                        weights.swapAt(left, right)
                        left += 1
                        right -= 1
                    }
                }
                if rank <= right {
                    high = right
                } else if rank >= left {
                    low = left
                } else {
                    return weights[rank]
                }
            }
            return weights[rank]
        }
    }

    /// Where `term` is or would go in an increasing list.
    private static func insertionPoint(of term: UInt64, in list: [UInt64]) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < term { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func reference(_ slot: Int) -> UInt64 {
        UInt64(headers[slot].generation) << 32 | UInt64(slot)
    }

    /// The held story a reference leads to, following merges; nil once it is forgotten or closed.
    private func resolve(_ reference: UInt64) -> Int? {
        var reference = reference
        while true {
            let slot = Int(reference & 0xFFFF_FFFF)
            guard slot < headers.count, headers[slot].generation == UInt32(reference >> 32) else { return nil }
            switch headers[slot].state {
            case .free: return nil
            case .open: return isOpen(slot, at: now) ? slot : nil
            case .absorbed:
                guard let into = stories[slot].absorbedInto else { return nil }
                reference = into
            }
        }
    }

    /// Keeps an address's story for one to two windows.
    private mutating func remember(_ address: UInt64, _ slot: Int) {
        addresses.set(reference(slot), for: address)
    }

    /// Forgets a few stories that can take no more articles, and the addresses of two windows ago:
    /// bounded work at each article instead of a sweep of everything now and then.
    private mutating func forgetSome() {
        let horizon = now - settings.window
        if addressesSince == .min { addressesSince = now }
        if now - addressesSince >= settings.window {
            olderAddresses = addresses
            addresses = Table(capacity: olderAddresses.count)
            addressesSince = now
        }
        unlistSome()
        guard !headers.isEmpty else { return }
        for _ in 0..<Self.sweepStep {
            cursor = cursor + 1 < headers.count ? cursor + 1 : 0
            let header = headers[cursor]
            guard header.state != .free, header.last < horizon || header.first < now - settings.span else { continue }
            forget(cursor)
        }
    }

    /// Drops dead references (stories forgotten or merged away) from a few queued terms' postings.
    private mutating func unlistSome() {
        let headers = headers
        var done = 0
        while done < Self.unlistStep, unlistingHead < unlisting.count {
            let term = unlisting[unlistingHead]
            unlistingHead += 1
            done += 1
            postings.modifyIfPresent(term) { list in
                // Kept in order, in place.
                let kept = headers.withUnsafeBufferPointer { headers in
                    list.withUnsafeMutableBufferPointer { list in
                        var kept = 0
                        for index in 0..<list.count {
                            let reference = list[index]
                            let header = headers[Int(reference & 0xFFFF_FFFF)]
                            guard header.generation == UInt32(reference >> 32), header.state == .open else { continue }
                            list[kept] = reference
                            kept += 1
                        }
                        return kept
                    }
                }
                list.removeLast(list.count - kept)
                return list.isEmpty
            }
        }
        if unlistingHead > 4096, unlistingHead * 2 > unlisting.count {
            unlisting.removeFirst(unlistingHead)
            unlistingHead = 0
        }
    }

    /// Frees a story's slot; its terms are queued to be unlisted a few at each article (a large
    /// story can be listed under thousands), references to it being dead from now on.
    private mutating func forget(_ slot: Int) {
        headers[slot].state = .free
        headers[slot].generation &+= 1
        if slotOfStory[stories[slot].key] == slot { slotOfStory[stories[slot].key] = nil }
        unlisting.append(contentsOf: stories[slot].listed)
        stories[slot] = Story()
        freeSlots.append(slot)
    }
}
