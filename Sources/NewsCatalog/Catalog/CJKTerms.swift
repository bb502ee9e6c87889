import NewsModels

/// The words of Chinese, Japanese and Korean text as the full-text index's `cjk_terms` column holds
/// them, and how a search term holding such text is looked for there.
///
/// These scripts write no spaces between words, and FTS5's unicode61 tokenizer makes a whole run
/// of letters one token: `出建国纪念币` is one word, and a search for `纪念币` (a word inside it)
/// would never find it. So every run of Han, Hiragana, Katakana or Hangul letters in an article's
/// indexed text is also written, split into overlapping pairs of characters (bigrams) followed by
/// its last character alone, into one more column: `出建 建国 国纪 纪念 念币 币`. A search term
/// holding such a run looks for the phrase of its bigrams there (`纪念 念币`, consecutive, so
/// inside one run), and a one-character run for a pair starting with it or a run's last character
/// (`币*`). Latin letters written against such a run (`iPhone纪念币`, one unicode61 token) go into
/// the column as words of their own, so `iphone` finds that article too.
///
/// Why not FTS5's trigram tokenizer: it would index every three characters of all text, Latin
/// included (about three times the index, and slower imports and searches for everyone), and it
/// cannot find a run shorter than three characters, while two-character words are most of
/// Chinese. Bigrams of CJK runs only cost nothing for Latin text: the column is NULL and its
/// words are never read by a Latin search.
enum CJKTerms {
    /// One piece of a search term: a run of CJK letters, or any other letters glued to it.
    enum Piece: Equatable {
        case cjk([Unicode.Scalar])
        case other(String)
    }

    /// The column of `articles` and of the full-text index that holds the terms.
    static let column = "cjk_terms"

    /// The most characters of an article's text read for the column: text is bounded by the
    /// imports, but a feed's body may still be long, and its first part says what it is about.
    static let maximumScalars = 100_000

    /// The `cjk_terms` text of `article`, from every field the full-text index reads.
    static func of(_ article: Article) -> String? {
        of(
            title: article.title, description: article.description, content: article.content, sourceName: article.source.name,
            author: article.author)
    }

    /// The `cjk_terms` text of each of `records`' articles, in order.
    static func of(_ records: [CatalogRecord]) -> [String?] {
        // Through a buffer, each field read in place: an array's element, even by index, is copied,
        // retaining and releasing all its text.
        records.withUnsafeBufferPointer { records in
            records.indices.map { index in
                of(
                    title: records[index].article.title, description: records[index].article.description,
                    content: records[index].article.content, sourceName: records[index].article.source.name,
                    author: records[index].article.author)
            }
        }
    }

    /// The `cjk_terms` text of an article with these fields (every field the full-text index reads).
    static func of(title: String, description: String?, content: String?, sourceName: String, author: String?) -> String? {
        // Asked first, field by field: every import asks it of each article, and nearly every one
        // holds no CJK, which then costs no array of its fields.
        let mayHold =
            mayHoldCJK(title) || description.map(mayHoldCJK) == true || content.map(mayHoldCJK) == true || mayHoldCJK(sourceName)
            || author.map(mayHoldCJK) == true
        guard mayHold else { return nil }
        return indexText(title, description, content, sourceName, author)
    }

    /// The `cjk_terms` text for an article's indexed fields: the bigrams of every CJK run and the
    /// other letters glued to one, separated by spaces; nil when the fields hold no CJK letter
    /// (every Latin article: nothing stored, nothing indexed).
    static func indexText(_ fields: String?...) -> String? {
        var output = ""
        var budget = maximumScalars
        for field in fields {
            guard let field, mayHoldCJK(field), budget > 0 else { continue }
            for word in words(of: field, budget: &budget) {
                for piece in pieces(of: word) {
                    switch piece {
                    case .cjk(let run):
                        appendTerms(of: run, to: &output)
                    case .other(let text):
                        if !output.isEmpty { output.append(" ") }
                        output.append(text)
                    }
                }
            }
        }
        return output.isEmpty ? nil : output
    }

    /// Whether `text` holds a CJK letter at all.
    static func holdsCJK(_ text: String) -> Bool {
        mayHoldCJK(text) && text.unicodeScalars.contains(where: isCJK)
    }

    /// The words of a search term as unicode61 splits them, each as its pieces: a word without a
    /// CJK letter is one ``Piece/other(_:)`` piece.
    static func queryPieces(of term: String) -> [[Piece]] {
        var budget = maximumScalars
        return words(of: term, budget: &budget, keepingAll: true).map { pieces(of: $0) }
    }

    /// The FTS5 phrase a CJK run is looked for with, against the `cjk_terms` column: its bigrams in
    /// order, or, for one character, a prefix query (a pair starting with it, or it alone).
    static func phrase(of run: [Unicode.Scalar]) -> String {
        guard run.count > 1 else { return "\"" + String(String.UnicodeScalarView(run)) + "\" *" }
        var bigrams: [String] = []
        for index in 0..<(run.count - 1) {
            bigrams.append(String(String.UnicodeScalarView(run[index...index + 1])))
        }
        return "\"" + bigrams.joined(separator: " ") + "\""
    }

    /// Whether `scalar` is a Han, Hiragana, Katakana or Hangul letter.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF,  // Hangul Jamo
            0x2E80...0x2FDF,  // CJK and Kangxi radicals
            0x3005...0x3007,  // 々 〆 〇
            0x3021...0x3029, 0x3038...0x303C,  // Hangzhou numerals, more ideographic marks
            0x3040...0x30FF,  // Hiragana, Katakana
            0x3130...0x318F,  // Hangul compatibility Jamo
            0x31F0...0x31FF,  // Katakana phonetic extensions
            0x3400...0x4DBF,  // CJK Extension A
            0x4E00...0x9FFF,  // CJK Unified Ideographs
            0xA960...0xA97F,  // Hangul Jamo Extended-A
            0xAC00...0xD7FF,  // Hangul syllables, Jamo Extended-B
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFF66...0xFFDC,  // halfwidth Katakana and Hangul
            0x20000...0x323AF:  // CJK Extensions B to H
            isWordCharacter(scalar)
        default:
            false
        }
    }

    /// Whether unicode61 (as the index is set up) reads `scalar` as part of a word: letters,
    /// numbers, private use characters and combining marks.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .privateUse,
            .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default:
            false
        }
    }

    /// A quick look at the bytes for a character in the blocks ``isCJK(_:)`` reads: U+1100 to
    /// U+11FF (E1 84 to E1 87), U+2E80 to U+2FFF (E2 BA and on) or U+3000 and above (a first byte of
    /// E3 or more). Latin text (most of the catalog) is passed over without decoding, eight bytes at
    /// a time while none has its high bit set (ASCII); so are the quotes, dashes and signs of
    /// U+2000 to U+2E7F, which one in forty of UCI's rows holds: decoding those rows' every
    /// character cost as much as the rest of the import's look for CJK.
    private static func mayHoldCJK(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard byte >= 0xE1 else { continue }
                if byte >= 0xE3 { return true }
                guard index < bytes.count else { return false }
                let next = bytes[index]
                if byte == 0xE2 ? next >= 0xBA : (0x84...0x87).contains(next) { return true }
            }
            return false
        }
    }

    /// The words of `text` that hold a CJK letter (every word when `keepingAll`), at most `budget`
    /// characters read in all.
    private static func words(of text: String, budget: inout Int, keepingAll: Bool = false) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        var word: [Unicode.Scalar] = []
        var holdsCJK = false
        for scalar in text.unicodeScalars {
            guard budget > 0 else { break }
            budget -= 1
            if isWordCharacter(scalar) {
                word.append(scalar)
                holdsCJK = holdsCJK || isCJK(scalar)
                continue
            }
            if holdsCJK || (keepingAll && !word.isEmpty) { words.append(word) }
            word.removeAll(keepingCapacity: true)
            holdsCJK = false
        }
        if holdsCJK || (keepingAll && !word.isEmpty) { words.append(word) }
        return words
    }

    /// A word cut into its CJK runs and the other letters between them.
    private static func pieces(of word: [Unicode.Scalar]) -> [Piece] {
        var pieces: [Piece] = []
        var start = word.startIndex
        while start < word.endIndex {
            let cjk = isCJK(word[start])
            var end = start + 1
            while end < word.endIndex, isCJK(word[end]) == cjk { end += 1 }
            let run = Array(word[start..<end])
            pieces.append(cjk ? .cjk(run) : .other(String(String.UnicodeScalarView(run))))
            start = end
        }
        return pieces
    }

    /// Appends a run's bigrams and its last character, space-separated.
    private static func appendTerms(of run: [Unicode.Scalar], to output: inout String) {
        for index in run.indices {
            if !output.isEmpty { output.append(" ") }
            output.unicodeScalars.append(run[index])
            if index + 1 < run.endIndex {
                output.unicodeScalars.append(run[index + 1])
            }
        }
    }
}
