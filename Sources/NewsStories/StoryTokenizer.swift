/// Turns an article's title, text and address into weighted terms: words lower-cased, stop words
/// and long numbers left out, lightly stemmed, each hashed to 64 bits so nothing later keeps strings.
///
/// Only general rules: nothing here knows a site or a data set. The title counts most; an address's
/// path (its slug often names the event in other words than the title) and the text's first words
/// count less; a capitalised word inside a headline that is not written in title case (a name) counts more.
struct StoryTokenizer: Sendable {
    /// A term: a word's hash and how much it weighs in this article.
    struct Term: Sendable, Equatable {
        var id: UInt64
        var weight: Float
    }

    /// How much each place a word is found in weighs.
    struct Weights: Sendable, Equatable {
        var title: Float = 1
        var name: Float = 1.5
        var address: Float = 0.5
        var text: Float = 0.35
        var textWords: Int = 60
    }

    /// A fixed set of term ids, open-addressed on the ids' own bits (they are hashes already), so a
    /// look-up is a probe or two instead of a `Set`'s rehash.
    struct TermSet: Sendable {
        private var slots: [UInt64]
        private let mask: Int

        init(_ ids: [UInt64]) {
            var size = 16
            while size < ids.count * 4 { size *= 2 }
            mask = size - 1
            slots = Array(repeating: 0, count: size)
            for id in ids where !contains(id) {
                var index = Int(truncatingIfNeeded: id) & mask
                while slots[index] != 0 { index = (index + 1) & mask }
                slots[index] = id
            }
        }

        func contains(_ id: UInt64) -> Bool {
            var index = Int(truncatingIfNeeded: id) & mask
            while slots[index] != 0 {
                if slots[index] == id { return true }
                index = (index + 1) & mask
            }
            return false
        }
    }

    var weights = Weights()
    private let stopWords: TermSet
    private let addressWords: TermSet
    private var word: [UInt8] = []
    private var collected: [Term] = []

    init() {
        stopWords = TermSet(Self.stopList.split(separator: " ").map { Self.hash(Array($0.utf8)) })
        addressWords = TermSet(Self.addressList.split(separator: " ").map { Self.hash(Array($0.utf8)) })
        word.reserveCapacity(64)
        collected.reserveCapacity(128)
    }

    /// The terms of one article, each once, their weights summed over where they were found.
    mutating func terms(title: String, text: String?, address: String) -> [Term] {
        collected.removeAll(keepingCapacity: true)
        var title = title
        title.withUTF8 { scanTitle($0) }
        var address = address
        address.withUTF8 { scanAddress($0) }
        if var text {
            text.withUTF8 { scan($0, weight: weights.text, limit: weights.textWords, names: false, isAddress: false) }
        }
        collected.sort { $0.id < $1.id }
        var merged: [Term] = []
        merged.reserveCapacity(collected.count)
        for term in collected {
            if let last = merged.last, last.id == term.id {
                merged[merged.count - 1].weight += term.weight
            } else {
                merged.append(term)
            }
        }
        return merged
    }

    /// A headline's words; names are boosted only when most words are not capitalised (a headline
    /// in title case capitalises every word, so capitals say nothing there).
    private mutating func scanTitle(_ bytes: UnsafeBufferPointer<UInt8>) {
        var words = 0
        var capitalised = 0
        forEachWord(bytes) { word, _ in
            words += 1
            if let first = word.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { capitalised += 1 }
        }
        let names = capitalised * 2 <= words
        scan(bytes, weight: weights.title, limit: Int.max, names: names, isAddress: false)
    }

    /// The path of an address (never its host: a site is no event), up to its query.
    private mutating func scanAddress(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var slashes = 0
        // Past `scheme://host`: the third slash starts the path.
        while index < bytes.count, slashes < 3 {
            if bytes[index] == UInt8(ascii: "/") { slashes += 1 }
            index += 1
        }
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") { end += 1 }
        guard index < end, let base = bytes.baseAddress else { return }
        scan(
            UnsafeBufferPointer(start: base + index, count: end - index), weight: weights.address, limit: Int.max, names: false,
            isAddress: true)
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, weight: Float, limit: Int, names: Bool, isAddress: Bool) {
        var taken = 0
        var position = 0
        forEachWord(bytes) { raw, index in
            position += 1
            guard taken < limit, let id = term(raw, isAddress: isAddress) else { return }
            taken += 1
            var weight = weight
            if names, index > 0, let first = raw.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
                weight *= weights.name
            }
            collected.append(Term(id: id, weight: weight))
        }
    }

    /// The hash of a word as a term, or nil for a stop word, a single letter, a long number or,
    /// in an address, an identifier or a word addresses are made of.
    private mutating func term(_ raw: UnsafeBufferPointer<UInt8>, isAddress: Bool) -> UInt64? {
        guard raw.count >= 2, raw.count <= 30 else { return nil }
        var digits = 0
        var letters = 0
        word.removeAll(keepingCapacity: true)
        for byte in raw {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                digits += 1
            } else {
                letters += 1
            }
            word.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
        }
        // Numbers of five digits and more are dates and ids; in addresses, mixed words are ids.
        if letters == 0, digits > 4 { return nil }
        if isAddress, digits > 0, letters > 0, raw.count > 6 { return nil }
        if letters > 0, digits == 0 { Self.stem(&word) }
        let id = Self.hash(word)
        if stopWords.contains(id) || (isAddress && addressWords.contains(id)) { return nil }
        return id
    }

    /// Calls `body` with each word (a run of ASCII letters and digits, or of non-ASCII letters) and its number.
    private func forEachWord(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        var number = 0
        while index < bytes.count {
            while index < bytes.count, Self.separatorLength(bytes, at: index) > 0 { index += Self.separatorLength(bytes, at: index) }
            let start = index
            while index < bytes.count, Self.separatorLength(bytes, at: index) == 0 { index += 1 }
            if index > start {
                body(UnsafeBufferPointer(start: base + start, count: index - start), number)
                number += 1
            }
        }
    }

    /// How many bytes at `index` separate words: ASCII punctuation and blanks, and UTF-8's general
    /// punctuation (curly quotes, dashes: E2 80 xx) and Latin-1 punctuation (C2 A0–BF); 0 inside a word.
    private static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            let isLetter =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            return isLetter ? 0 : 1
        }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 { return 3 }
        if byte == 0xC2, index + 1 < bytes.count, (0xA0...0xBF).contains(bytes[index + 1]) { return 2 }
        return 0
    }

    /// A light stemmer for English words, so plurals and tenses of a word meet: `companies` and
    /// `company`, `raises`, `raised`, `raising` and `raise` end alike. Short words stay as they are.
    static func stem(_ word: inout [UInt8]) {
        func endsWith(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard word.count > count else { return false }
            for offset in 0..<count where word[word.count - count + offset] != suffix.utf8Start[offset] { return false }
            return true
        }
        if word.count > 4, endsWith("ies") {
            word.removeLast(2)
        } else if word.count > 3, endsWith("s"), !endsWith("ss"), !endsWith("us"), !endsWith("is") {
            word.removeLast()
        }
        if word.count > 5, endsWith("ing") {
            word.removeLast(3)
        } else if word.count > 4, endsWith("ed") {
            word.removeLast(2)
        }
        if word.count > 3, endsWith("e") {
            word.removeLast()
        } else if word.count > 3, endsWith("y") {
            word[word.count - 1] = UInt8(ascii: "i")
        }
    }

    /// FNV-1a, 64 bits: a word's id.
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// English function words and the words headlines use for every event alike (stemmed as words are).
    private static let stopList = """
        a about above after again against all also am an and any are as at be because been before being below \
        between both but by can could did do does doing down during each few for from further had has have having \
        he her here hers herself him himself his how i if in into is it its itself just me more most my myself \
        no nor not now of off on once only or other our ours out over own same she should so some such than that \
        the their theirs them then there these they this those through to too under until up very was we were what \
        when where which while who whom why will with would you your yours yourself via vs amid among upon \
        say said says new news report reports update updated video videos photo photos watch live latest first \
        get gets got make makes made may might must shall one two three four five year years day days week weeks \
        time times back still well like just could now today yesterday tomorrow \
        s t re ll ve d m
        """.replacingWordsWithStems()

    /// Words that addresses are made of rather than headlines.
    private static let addressList = """
        html htm shtml php asp aspx jsp cfm cms story stories article articles index default www com net org \
        id page pages amp rss feed feeds post posts blog blogs content contents item items entry node view \
        detail details en us uk world business tech technology entertainment health science sport sports \
        money market markets economy politics local national international opinion lifestyle life media \
        category categories tag tags section sections home main archive archives print mobile
        """.replacingWordsWithStems()
}

extension String {
    /// The words of a space-separated list, each stemmed as ``StoryTokenizer`` stems words.
    fileprivate func replacingWordsWithStems() -> String {
        split(whereSeparator: { $0 == " " || $0 == "\n" }).map { word -> String in
            var bytes = Array(word.utf8)
            StoryTokenizer.stem(&bytes)
            return String(decoding: bytes, as: UTF8.self)
        }.joined(separator: " ")
    }
}
