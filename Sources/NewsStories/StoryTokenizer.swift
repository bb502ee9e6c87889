/// Turns an article's title and text into weighted terms: words lower-cased, stop words and long
/// numbers left out, lightly stemmed, each hashed to 64 bits so nothing later keeps strings.
///
/// Only general rules: nothing here knows a site or a data set. The title counts most; the text's
/// first words count less; a capitalised word inside a headline that is not written in title case
/// (a name) counts more. An address's words are not read: its path mostly repeats the headline, and
/// reading it took a third of the grouping's time for about 3 points of recall on UCI
/// (docs/PERFORMANCE.md, "The import, stop 45").
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
    /// Each byte's class: ``wordByte``, ``separatorByte``, or ``maybeSeparator`` (a lead byte of
    /// UTF-8 punctuation, decided by the bytes after it).
    private let classes: [UInt8]
    private static let wordByte: UInt8 = 0
    private static let separatorByte: UInt8 = 1
    private static let maybeSeparator: UInt8 = 2
    /// Where, in the terms being collected, the title's capitalised words after its first are.
    private var capitalised: [Int] = []

    /// Words longer than this are no terms (run-together text, identifiers).
    private static let longestWord = 30

    init() {
        stopWords = TermSet(Self.stopList.split(separator: " ").map { Self.hash(Array($0.utf8)) })
        capitalised.reserveCapacity(32)
        classes = (0...255).map { byte in
            if byte == 0xE2 || byte == 0xC2 { return Self.maybeSeparator }
            guard byte < 0x80 else { return Self.wordByte }
            let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (byte >= 0x30 && byte <= 0x39)
            return isLetter ? Self.wordByte : Self.separatorByte
        }
    }

    /// A tokenizer weighing fields as a grouper with `settings` does.
    init(settings: StoryGrouper.Settings) {
        self.init()
        weights.text = settings.textWeight
        weights.name = settings.nameWeight
    }

    /// The terms of one article, each once, their weights summed over where they were found.
    mutating func terms(title: String, text: String?) -> [Term] {
        var terms: [Term] = []
        self.terms(title: title, text: text, into: &terms)
        return terms
    }

    /// The terms of one article into `terms` (emptied first, its storage reused), each once, in
    /// increasing id, their weights summed over where they were found.
    mutating func terms(title: String, text: String?, into terms: inout [Term]) {
        terms.removeAll(keepingCapacity: true)
        var title = title
        title.withUTF8 { scanTitle($0, into: &terms) }
        if var text {
            text.withUTF8 { _ = scan($0, weight: weights.text, limit: weights.textWords, into: &terms) }
        }
        Self.sortByID(&terms)
        var kept = 0
        for index in terms.indices {
            if kept > 0, terms[kept - 1].id == terms[index].id {
                terms[kept - 1].weight += terms[index].weight
            } else {
                terms[kept] = terms[index]
                kept += 1
            }
        }
        terms.removeLast(terms.count - kept)
    }

    /// A stable insertion sort: an article has a few dozen terms, and equal ids keep the order
    /// they were found in, so their weights are summed in that order.
    private static func sortByID(_ terms: inout [Term]) {
        terms.withUnsafeMutableBufferPointer { terms in
            guard terms.count > 1 else { return }
            for index in 1..<terms.count {
                let term = terms[index]
                var hole = index
                while hole > 0, terms[hole - 1].id > term.id {
                    terms[hole] = terms[hole - 1]
                    hole -= 1
                }
                terms[hole] = term
            }
        }
    }

    /// A headline's words; names are boosted only when most words are not capitalised (a headline
    /// in title case capitalises every word, so capitals say nothing there).
    private mutating func scanTitle(_ bytes: UnsafeBufferPointer<UInt8>, into terms: inout [Term]) {
        capitalised.removeAll(keepingCapacity: true)
        let first = terms.count
        let (words, capitals) = scan(bytes, weight: weights.title, limit: Int.max, into: &terms, names: true)
        guard capitals * 2 <= words else { return }
        for index in capitalised { terms[first + index].weight = weights.title * weights.name }
    }

    /// Appends the terms of `bytes`' words, at most `limit`, each weighing `weight`. With `names`,
    /// notes in ``capitalised`` where each capitalised word after the first went among the terms
    /// appended. Returns how many words there were and how many of them were capitalised.
    @discardableResult
    private mutating func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, weight: Float, limit: Int, into terms: inout [Term], names: Bool = false
    ) -> (words: Int, capitalised: Int) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        let count = bytes.count
        let first = terms.count
        var words = 0
        var capitals = 0
        var taken = 0
        var index = 0
        let classes = classes
        // The word lower-cased and stemmed in a buffer on the stack: no allocation a word.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.longestWord) { word in
            guard let buffer = word.baseAddress else { return }
            classes.withUnsafeBufferPointer { classes in
                while index < count {
                    // Past the separators, then to the word's end.
                    while index < count {
                        let kind = classes[Int(base[index])]
                        if kind == Self.wordByte { break }
                        let length = kind == Self.separatorByte ? 1 : Self.separatorLength(base, count, at: index)
                        if length == 0 { break }
                        index += length
                    }
                    let start = index
                    while index < count {
                        let kind = classes[Int(base[index])]
                        if kind == Self.separatorByte || (kind == Self.maybeSeparator && Self.separatorLength(base, count, at: index) > 0) {
                            break
                        }
                        index += 1
                    }
                    guard index > start else { break }
                    let isCapitalised = base[start] &- UInt8(ascii: "A") < 26
                    if isCapitalised { capitals += 1 }
                    words += 1
                    guard taken < limit, let id = term(base + start, count: index - start, buffer: buffer) else {
                        continue
                    }
                    taken += 1
                    if names, isCapitalised, words > 1 { capitalised.append(terms.count - first) }
                    terms.append(Term(id: id, weight: weight))
                }
            }
        }
        return (words, capitals)
    }

    /// The hash of a word as a term, or nil for a stop word, a single letter or a long number.
    /// `buffer` holds ``longestWord`` bytes to lower-case and stem the word in.
    private func term(_ raw: UnsafePointer<UInt8>, count: Int, buffer: UnsafeMutablePointer<UInt8>) -> UInt64? {
        guard count >= 2, count <= Self.longestWord else { return nil }
        var digits = 0
        for offset in 0..<count {
            let byte = raw[offset]
            if byte &- UInt8(ascii: "0") < 10 { digits += 1 }
            buffer[offset] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
        }
        let letters = count - digits
        // Numbers of five digits and more are dates and ids.
        if letters == 0, digits > 4 { return nil }
        var length = count
        if letters > 0, digits == 0 { Self.stem(buffer, &length) }
        var id: UInt64 = 0xcbf2_9ce4_8422_2325
        for offset in 0..<length {
            id = (id ^ UInt64(buffer[offset])) &* 0x0000_0100_0000_01b3
        }
        if stopWords.contains(id) { return nil }
        return id
    }

    /// How many bytes at `index` separate words: ASCII punctuation and blanks, and UTF-8's general
    /// punctuation (curly quotes, dashes: E2 80 xx) and Latin-1 punctuation (C2 A0–BF); 0 inside a
    /// word (ASCII letters and digits, other non-ASCII bytes).
    @inline(__always)
    private static func separatorLength(_ bytes: UnsafePointer<UInt8>, _ count: Int, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            let isLetter = (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
            return isLetter ? 0 : 1
        }
        if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80 { return 3 }
        if byte == 0xC2, index + 1 < count, bytes[index + 1] &- 0xA0 < 0x20 { return 2 }
        return 0
    }

    /// A light stemmer for English words, so plurals and tenses of a word meet: `companies` and
    /// `company`, `raises`, `raised`, `raising` and `raise` end alike. Short words stay as they are.
    static func stem(_ word: inout [UInt8]) {
        var length = word.count
        word.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            stem(base, &length)
        }
        word.removeLast(word.count - length)
    }

    /// The stemmer on the first `length` bytes of `word`, which it shortens (or whose last byte it changes).
    private static func stem(_ word: UnsafeMutablePointer<UInt8>, _ length: inout Int) {
        func endsWith(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard length > count else { return false }
            for offset in 0..<count where word[length - count + offset] != suffix.utf8Start[offset] { return false }
            return true
        }
        if length > 4, endsWith("ies") {
            length -= 2
        } else if length > 3, endsWith("s"), !endsWith("ss"), !endsWith("us"), !endsWith("is") {
            length -= 1
        }
        if length > 5, endsWith("ing") {
            length -= 3
        } else if length > 4, endsWith("ed") {
            length -= 2
        }
        if length > 3, endsWith("e") {
            length -= 1
        } else if length > 3, endsWith("y") {
            word[length - 1] = UInt8(ascii: "i")
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
