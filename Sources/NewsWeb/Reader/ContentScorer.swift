import Foundation

/// Finds the article in a ``PageTree`` by general rules, never rules about particular sites: clutter
/// dropped by element, role and class or id hint words; paragraphs scored by their length and
/// commas, their scores given to their ancestors; the best-scored container (discounted by its
/// share of link text) taken with the siblings that look like it; then, inside it, what reads as
/// lists of links, forms and short fragments dropped.
struct ContentScorer {
    /// The chosen article: subtrees of the tree, in order, and the nodes inside them to leave out.
    struct Choice {
        /// The roots of the chosen subtrees, in document order.
        var roots: [Int]
        /// Nodes left out of the text, by index.
        var excluded: [Bool]
    }

    private let tree: PageTree
    /// Nodes dropped as clutter anywhere on the page.
    private var excluded: [Bool]
    /// Letters (non-space scalars) under each node, clutter left out.
    private var textLength: [Int32]
    /// Letters under each node inside links.
    private var linkLength: [Int32]
    /// Commas under each node.
    private var commas: [Int32]
    /// Letters under each node inside paragraphs (`p`).
    private var paragraphLength: [Int32]
    /// Content scores of the nodes, 0 for those that gathered none.
    private var scores: [Double]
    /// Whether each node gathered a score.
    private var scored: [Bool]
    /// The nodes that gathered a score, as they first did.
    private var candidates: [Int] = []
    /// The class and id hint of each element: positive, negative, or 0.
    private var hints: [Int8]

    /// The article of `tree`, or nil when no part of it reads as one.
    static func choose(_ tree: PageTree) -> Choice? {
        var scorer = ContentScorer(tree: tree)
        return scorer.choose()
    }

    private init(tree: PageTree) {
        self.tree = tree
        let count = tree.nodes.count
        excluded = Array(repeating: false, count: count)
        textLength = Array(repeating: 0, count: count)
        linkLength = Array(repeating: 0, count: count)
        commas = Array(repeating: 0, count: count)
        paragraphLength = Array(repeating: 0, count: count)
        hints = Array(repeating: 0, count: count)
        scores = Array(repeating: 0, count: count)
        scored = Array(repeating: false, count: count)
    }

    private mutating func choose() -> Choice? {
        measure(dropping: false)
        dropClutter(total: paragraphLength[0])
        measure(dropping: true)
        scoreParagraphs()
        guard var top = bestCandidate() else { return nil }
        top = widened(top)
        let roots = withSiblings(top)
        var choice = Choice(roots: roots, excluded: excluded)
        for root in roots { clean(root, into: &choice.excluded) }
        return choice
    }

    // MARK: - Measuring

    /// Counts letters, link letters and commas under every node, bottom-up; with `dropping`,
    /// excluded nodes count nothing.
    ///
    /// The sums are taken out of the scorer and written through buffers: a write to one of the
    /// scorer's arrays checks it is not shared, at every node, four times.
    private mutating func measure(dropping: Bool) {
        var sums = (text: [Int32](), link: [Int32](), commas: [Int32](), paragraph: [Int32]())
        swap(&sums.text, &textLength)
        swap(&sums.link, &linkLength)
        swap(&sums.commas, &commas)
        swap(&sums.paragraph, &paragraphLength)
        let tree = tree
        let excluded = excluded
        sums.text.withUnsafeMutableBufferPointer { textLength in
            sums.link.withUnsafeMutableBufferPointer { linkLength in
                sums.commas.withUnsafeMutableBufferPointer { commas in
                    sums.paragraph.withUnsafeMutableBufferPointer { paragraphLength in
                        tree.nodes.withUnsafeBufferPointer { nodes in
                            // A text node's letters and commas depend on its bytes alone: the
                            // first pass's are kept for the second, not counted twice.
                            for index in nodes.indices {
                                paragraphLength[index] = 0
                                guard !nodes[index].isText else { continue }
                                textLength[index] = 0
                                linkLength[index] = 0
                                commas[index] = 0
                            }
                            for index in nodes.indices.reversed() {
                                let node = nodes[index]
                                if dropping, excluded[index] {
                                    textLength[index] = 0
                                    linkLength[index] = 0
                                    commas[index] = 0
                                    continue
                                }
                                if node.isText, dropping {
                                    linkLength[index] = 0
                                } else if node.isText {
                                    let (letters, marks) = tree.withText(of: index, Self.lettersAndCommas)
                                    textLength[index] = letters
                                    commas[index] = marks
                                    linkLength[index] = 0
                                } else if node.tag == .a {
                                    linkLength[index] = textLength[index]
                                } else if node.tag == .p {
                                    paragraphLength[index] = textLength[index]
                                }
                                let parent = Int(node.parent)
                                guard parent >= 0 else { continue }
                                paragraphLength[parent] += paragraphLength[index]
                                textLength[parent] += textLength[index]
                                linkLength[parent] += linkLength[index]
                                commas[parent] += commas[index]
                            }
                        }
                    }
                }
            }
        }
        swap(&sums.text, &textLength)
        swap(&sums.link, &linkLength)
        swap(&sums.commas, &commas)
        swap(&sums.paragraph, &paragraphLength)
    }

    /// Letters in `bytes`, UTF-8 sequences that are no ASCII white space, and commas, `,`, `，` and `、`.
    private static func lettersAndCommas(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int32, Int32) {
        var letters: Int32 = 0
        var marks: Int32 = 0
        var previous: UInt8 = 0
        var index = 0
        while index < bytes.count {
            // Eight bytes of ASCII at a time, most of a page's text: no continuation byte among
            // them, so what `previous` was matters only for the bytes after them.
            if index + 8 <= bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    let spaces = matches(word, 0x20) | matches(word, 0x0A) | matches(word, 0x09) | matches(word, 0x0D) | matches(word, 0x0C)
                    letters += Int32(8 - spaces.nonzeroBitCount)
                    marks += Int32(matches(word, 0x2C).nonzeroBitCount)
                    previous = UInt8(truncatingIfNeeded: word >> 56)
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x20, 0x0A, 0x09, 0x0D, 0x0C: break
            case 0x80...0xBF:
                if (previous == 0xBC && byte == 0x8C) || (previous == 0x80 && byte == 0x81) { marks += 1 }
            default:
                letters += 1
                if byte == 0x2C { marks += 1 }
            }
            previous = byte
        }
        return (letters, marks)
    }

    /// The high bit of each byte of `word` (ASCII) that is `byte`, and no other bit.
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let difference = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        // A byte's high bit is set after adding 0x7F unless the byte is 0; no byte carries into the next.
        return ~((difference &+ low) | difference) & high
    }

    private func linkDensity(_ index: Int) -> Double {
        let letters = textLength[index]
        return letters > 0 ? Double(linkLength[index]) / Double(letters) : 0
    }

    // MARK: - Clutter

    /// ARIA roles of the parts of a page around an article.
    static let clutterRoles: Set<String> = [
        "navigation", "complementary", "contentinfo", "banner", "dialog", "alertdialog", "menu", "menubar", "search",
        "toolbar", "tablist", "note",
    ]

    /// Words in a class or id that mark what surrounds an article.
    static let negativeWords = [
        "comment", "share", "sharing", "social", "related", "newsletter", "promo", "footer", "nav", "sidebar", "caption",
        "byline", "cookie", "consent", "subscribe", "subscription", "signup", "sign-up", "advert", "sponsor", "banner",
        "breadcrumb", "popup", "modal", "masthead", "menu", "widget", "recommend", "more-stories", "read-more", "readmore",
        "author", "toolbar", "print", "skip", "tooltip", "disclaimer", "trending", "most-popular", "mostpopular",
        "pagination", "pager", "rating", "credit", "tags", "keywords", "follow", "login", "outbrain", "taboola",
    ]

    /// Whole words (parts of a class or id between `-`, `_` and spaces) that mark the same.
    static let negativeTokens: Set<String> = [
        "ad", "ads", "meta", "date", "time", "timestamp", "dateline", "tag", "topics", "aside", "header", "masthead", "share",
        "shares", "tools", "bio", "sr", "visually", "offscreen",
    ]

    /// Words in a class or id that mark an article's body.
    static let positiveWords = ["article", "body", "content", "entry", "main", "post", "story", "text", "blog", "prose"]

    /// The hint of element `index`'s class and id: -1 for clutter, 1 for an article's body, else 0.
    private mutating func hint(_ index: Int) -> Int8 {
        var negative = false
        var positive = false
        for key in [PageTree.Attribute.class, .id] {
            guard let value = tree.attribute(key, of: index), !value.isEmpty else { continue }
            let words = hintCache.words(of: value, judge: Self.hintWords)
            negative = negative || words.negative
            positive = positive || words.positive
        }
        return negative == positive ? 0 : (negative ? -1 : 1)
    }

    /// Class and id values already judged: pages repeat the same few hundred.
    private var hintCache = HintCache()

    /// The negative and the positive hint words, found in one pass over a value.
    private static let hintMatcher = WordMatcher(first: negativeWords, second: positiveWords)

    /// Whether a class or id value holds a negative and a positive hint word, read in ASCII lower case.
    private static func hintWords(_ value: String) -> (negative: Bool, positive: Bool) {
        // Lower-cased through the UTF-8 in place: `map` over a `String`'s UTF-8 was a quarter of this.
        var value = value
        let bytes = value.withUTF8 { utf8 in
            [UInt8](unsafeUninitializedCapacity: utf8.count) { buffer, count in
                for index in utf8.indices {
                    let byte = utf8[index]
                    buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                }
                count = utf8.count
            }
        }
        var (negative, positive) = bytes.withUnsafeBufferPointer { hintMatcher.find(in: $0) }
        if !negative {
            var start = 0
            let tokens = negativeTokensByLength
            for end in 0...bytes.count where end == bytes.count || !isWordByte(bytes[end]) {
                if end > start, isNegativeToken(bytes[start..<end], in: tokens) {
                    negative = true
                    break
                }
                start = end + 1
            }
        }
        return (negative, positive)
    }

    /// ``negativeTokens`` as bytes, by their length: a token is compared byte for byte with those
    /// as long as it, with no `String` made.
    private static let negativeTokensByLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: (negativeTokens.map(\.utf8.count).max() ?? 0) + 1)
        for token in negativeTokens { table[token.utf8.count].append(Array(token.utf8)) }
        return table
    }()

    /// Whether `token` is one of ``negativeTokens``. They are ASCII, which no other sequence of
    /// bytes equals as a `String`, so comparing bytes answers as the set would.
    private static func isNegativeToken(_ token: ArraySlice<UInt8>, in table: [[[UInt8]]]) -> Bool {
        guard token.count < table.count else { return false }
        return table[token.count].contains { $0.elementsEqual(token) }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    }

    private mutating func dropClutter(total: Int32) {
        for index in tree.nodes.indices where index > 0 {
            let node = tree.nodes[index]
            let parent = Int(node.parent)
            if excluded[parent] {
                excluded[index] = true
                continue
            }
            guard !node.isText else { continue }
            hints[index] = tree.hasAttributes(index) ? hint(index) : 0
            if node.tag.isClutter || isHidden(index) {
                excluded[index] = true
                continue
            }
            if let role = tree.attribute(.role, of: index)?.lowercased(), Self.clutterRoles.contains(role) {
                excluded[index] = true
                continue
            }
            if hints[index] < 0, !node.tag.isSturdy {
                // A negative hint on what holds most of the page's paragraphs is more likely a
                // layout's name than clutter.
                if Double(paragraphLength[index]) < 0.5 * Double(total) { excluded[index] = true }
            }
        }
    }

    private func isHidden(_ index: Int) -> Bool {
        guard tree.hasAttributes(index) else { return false }
        if tree.attribute(.hidden, of: index) != nil { return true }
        if tree.attribute(.ariaHidden, of: index)?.lowercased() == "true" { return true }
        guard let style = tree.attribute(.style, of: index) else { return false }
        // Read with its spaces left out, its ASCII letters in any case: the needles are ASCII,
        // and only A to Z lower to them (İ lowers to i and a combining dot, which no needle holds).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(style.utf8.count)
        for byte in style.utf8 where byte != 0x20 { bytes.append(byte) }
        return bytes.withUnsafeBufferPointer { bytes in
            PageTree.contains(bytes, "display:none") || PageTree.contains(bytes, "visibility:hidden")
        }
    }

    // MARK: - Scoring

    /// Letters of `index`'s text outside its block children: what it says as a paragraph of its own.
    private func ownText(_ index: Int) -> Int32 {
        var letters: Int32 = 0
        var child = index + 1
        let end = tree.end(of: index)
        while child < end {
            if !tree.nodes[child].tag.isBlock { letters += textLength[child] }
            child = tree.end(of: child)
        }
        return letters
    }

    private mutating func scoreParagraphs() {
        for index in tree.nodes.indices where !excluded[index] {
            let node = tree.nodes[index]
            let letters: Int32
            switch node.tag {
            case .p, .pre, .td:
                letters = textLength[index]
            case .div, .section, .article, .main, .blockquote, .font, .span:
                // Text written straight into a container reads as a paragraph of it.
                guard node.tag != .span || tree.nodes[Int(node.parent)].tag != .p else { continue }
                letters = ownText(index)
                guard letters >= 25 else { continue }
            default:
                continue
            }
            guard letters >= 25 else { continue }
            let isCell = node.tag == .p || node.tag == .pre || node.tag == .td
            let ownCommas = isCell ? commas[index] : 0
            let score = 1 + Double(ownCommas) + min(Double(letters / 100), 3)
            // A container whose text is all its own is a paragraph: its parent gathers the score.
            let isParagraph = isCell || !hasBlockChild(index)
            var ancestor = isParagraph ? Int(node.parent) : index
            var level = 0
            while ancestor > 0, level < 5 {
                if !scored[ancestor] {
                    scored[ancestor] = true
                    scores[ancestor] = initialScore(ancestor)
                    candidates.append(ancestor)
                }
                let share = level == 0 ? score : (level == 1 ? score / 2 : score / Double(level * 3))
                scores[ancestor] += share
                ancestor = Int(tree.nodes[ancestor].parent)
                level += 1
            }
        }
    }

    private func hasBlockChild(_ index: Int) -> Bool {
        var child = index + 1
        let end = tree.end(of: index)
        while child < end {
            if !excluded[child], tree.nodes[child].tag.isBlock { return true }
            child = tree.end(of: child)
        }
        return false
    }

    private func initialScore(_ index: Int) -> Double {
        var score = 25 * Double(hints[index])
        switch tree.nodes[index].tag {
        case .div, .article, .main: score += 5
        case .pre, .td, .blockquote: score += 3
        case .address, .ol, .ul, .dl, .dd, .dt, .li, .form: score -= 3
        case .h1, .h2, .h3, .h4, .h5, .h6, .th: score -= 5
        default: break
        }
        return score
    }

    private func finalScore(_ index: Int) -> Double {
        scores[index] * (1 - linkDensity(index))
    }

    private func bestCandidate() -> Int? {
        var best: Int?
        var bestScore = -Double.infinity
        for index in candidates where !excluded[index] && !isFrame(index) {
            let score = finalScore(index)
            if score > bestScore || (score == bestScore && index < (best ?? Int.max)) {
                best = index
                bestScore = score
            }
        }
        return best
    }

    /// The candidate widened to an ancestor when the best-scored containers share it, or when its
    /// parent scores as well, or when it is its parent's only child.
    private func widened(_ candidate: Int) -> Int {
        var top = candidate
        let topScore = finalScore(top)
        let rivals = candidates.filter { $0 != top && !excluded[$0] && finalScore($0) >= 0.75 * topScore }
        if rivals.count >= 2 {
            var ancestor = Int(tree.nodes[top].parent)
            while ancestor > 0, !isFrame(ancestor) {
                let inside = rivals.filter { isInside($0, ancestor) }.count
                if inside >= 2 {
                    top = ancestor
                    break
                }
                ancestor = Int(tree.nodes[ancestor].parent)
            }
        }
        var lastScore = finalScore(top)
        let threshold = lastScore / 3
        var parent = Int(tree.nodes[top].parent)
        while parent > 0, !isFrame(parent) {
            guard scored[parent] else {
                parent = Int(tree.nodes[parent].parent)
                continue
            }
            let score = finalScore(parent)
            if score < threshold { break }
            if score > lastScore {
                top = parent
                break
            }
            lastScore = score
            parent = Int(tree.nodes[parent].parent)
        }
        while true {
            let parent = Int(tree.nodes[top].parent)
            guard parent > 0, !isFrame(parent) else { break }
            let elements = tree.children(of: parent).filter { !tree.nodes[$0].isText && !excluded[$0] }
            guard elements == [top] else { break }
            top = parent
        }
        return top
    }

    /// Whether `index` is `body` or `html`, which hold the whole page rather than an article.
    private func isFrame(_ index: Int) -> Bool {
        tree.nodes[index].tag == .body || tree.nodes[index].tag == .html
    }

    private func isInside(_ node: Int, _ ancestor: Int) -> Bool {
        node > ancestor && node < tree.end(of: ancestor)
    }

    /// The candidate and those of its siblings that read as more of the article.
    private func withSiblings(_ top: Int) -> [Int] {
        let parent = Int(tree.nodes[top].parent)
        guard parent >= 0 else { return [top] }
        let topScore = finalScore(top)
        let threshold = max(10, topScore * 0.2)
        let topClass = tree.attribute(.class, of: top)
        var roots: [Int] = []
        for sibling in tree.children(of: parent) where !excluded[sibling] {
            if sibling == top {
                roots.append(sibling)
                continue
            }
            guard !tree.nodes[sibling].isText else { continue }
            var bonus = 0.0
            if let topClass, !topClass.isEmpty, tree.attribute(.class, of: sibling) == topClass { bonus = topScore * 0.2 }
            if scored[sibling], finalScore(sibling) + bonus >= threshold {
                roots.append(sibling)
            } else if tree.nodes[sibling].tag == .p {
                let letters = textLength[sibling]
                let density = linkDensity(sibling)
                let sentence = tree.textContent(of: sibling).trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(".")
                if (letters > 80 && density < 0.25) || (letters > 0 && density == 0 && sentence) { roots.append(sibling) }
            }
        }
        return roots
    }

    // MARK: - Cleaning the chosen part

    /// Drops from the chosen subtree what reads as no part of the article.
    private func clean(_ root: Int, into dropped: inout [Bool]) {
        let end = tree.end(of: root)
        var index = root
        while index < end {
            let node = tree.nodes[index]
            if dropped[index] || node.isText {
                index += 1
                continue
            }
            if index != root, shouldDrop(index) {
                dropped[index] = true
                index = tree.end(of: index)
                continue
            }
            index += 1
        }
    }

    private func shouldDrop(_ index: Int) -> Bool {
        let tag = tree.nodes[index].tag
        let density = linkDensity(index)
        switch tag {
        case .h1:
            return true
        case .h2, .h3, .h4, .h5, .h6:
            return hints[index] < 0 || density > 0.33
        case .p:
            return density > 0.5 && textLength[index] < 200
        case .div, .section, .ul, .ol, .table, .dl, .figure, .center:
            break
        default:
            return false
        }
        let isList = tag == .ul || tag == .ol || tag == .dl
        let weight = 25 * Double(hints[index])
        if weight + scores[index] < 0 { return true }
        if commas[index] >= 10 { return false }
        var paragraphs = 0
        var items = 0
        var inputs = 0
        var embeds = 0
        for inner in index..<tree.end(of: index) {
            switch tree.nodes[inner].tag {
            case .p: paragraphs += 1
            case .li: items += 1
            case .input: inputs += 1
            case .iframe, .embed, .object, .video: embeds += 1
            default: break
            }
        }
        let letters = textLength[index]
        if tag == .table { return density > 0.5 }
        if !isList, items > paragraphs + 1, density > 0.2 { return true }
        if inputs > paragraphs / 3 { return true }
        if !isList, letters < 25, tag != .figure { return true }
        if !isList, weight < 25, density > 0.2 { return true }
        if weight >= 25, density > 0.5 { return true }
        if isList, density > 0.5 { return true }
        if (embeds == 1 && letters < 75) || embeds > 1 { return letters < 200 }
        return false
    }
}
