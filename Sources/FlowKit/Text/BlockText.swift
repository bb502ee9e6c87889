/// Body text in blocks, laid out for a terminal as w3m and newsboat lay out a web page's text:
/// paragraphs wrapped to the width, headings styled, list items under their bullet or number,
/// block quotes indented, preformatted lines indented and kept, tables in aligned columns when they
/// fit, and links as numbered references listed after the text.
///
/// Every string is sanitized here, since this is where data becomes terminal output.
public struct BlockText: Sendable, Equatable {
    /// One block of text.
    public struct Block: Sendable, Equatable {
        /// What a block is, which decides how it is laid out.
        public enum Kind: Sendable, Equatable {
            /// Running text, wrapped; `\n` in it is a line break.
            case paragraph
            /// A heading, `level` 1 to 6.
            case heading(level: Int)
            /// A list item whose first line starts with `marker` (`•`, `3.`).
            case listItem(marker: String)
            /// Lines kept as written, never wrapped.
            case preformatted
            /// Rows of cells, the first `headerRows` of them a header: aligned columns when they
            /// fit the width, else one row a line (cells parted by `|`, wrapped under an indent).
            case table(rows: [[String]], headerRows: Int)
        }

        /// What the block is.
        public var kind: Kind
        /// Its text.
        public var text: String
        /// How many block quotes it sits in.
        public var quoteDepth: Int
        /// How many lists it sits in.
        public var listDepth: Int

        /// Creates a block.
        public init(kind: Kind, text: String, quoteDepth: Int = 0, listDepth: Int = 0) {
            self.kind = kind
            self.text = text
            self.quoteDepth = quoteDepth
            self.listDepth = listDepth
        }
    }

    /// How far each level of block quote indents its text.
    static let quoteIndent = "    "
    /// How far each level of list within a list indents its items.
    static let listIndent = "  "
    /// How far preformatted lines (code, a poem) sit in from the text around them.
    static let preformattedIndent = "    "
    /// The space between two aligned columns of a table.
    static let columnGap = "  "

    /// The blocks, in order.
    public var blocks: [Block]
    /// The addresses `[1]`, `[2]`… in the text point to, in order.
    public var references: [String]

    /// Creates body text.
    public init(blocks: [Block] = [], references: [String] = []) {
        self.blocks = blocks
        self.references = references
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool {
        blocks.allSatisfy { TerminalText.trimmingWhitespace($0.text).isEmpty } && references.isEmpty
    }

    /// The lines for a terminal `width` columns wide, headings styled by `styler`.
    ///
    /// Blocks are separated by a blank line, except list items of one list, which follow each
    /// other; the references come last under `Links:`, one per line and never wrapped, so each
    /// stays whole to copy.
    public func render(width: Int, styler: Styler = .plain) -> [String] {
        let wrapper = TextWrapper(width: width)
        var lines: [String] = []
        var previous: Block?
        for block in blocks {
            let laidOut = Self.lines(of: block, wrapper: wrapper, styler: styler)
            guard !laidOut.isEmpty else { continue }
            if let previous, !(Self.isListItem(previous) && Self.isListItem(block)) { lines.append("") }
            lines += laidOut
            previous = block
        }
        if !references.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append(styler.heading("Links:"))
            let numberWidth = "[\(references.count)]".count
            for (index, address) in references.enumerated() {
                let number = TerminalText.padLeft("[\(index + 1)]", toWidth: numberWidth)
                lines.append(number + " " + TerminalText.trimmingWhitespace(TerminalText.sanitize(address)))
            }
        }
        return lines
    }

    private static func isListItem(_ block: Block) -> Bool {
        if case .listItem = block.kind { return true }
        return false
    }

    /// One block's lines, indented for its quotes and lists.
    private static func lines(of block: Block, wrapper: TextWrapper, styler: Styler) -> [String] {
        let quote = String(repeating: quoteIndent, count: max(0, block.quoteDepth))
        let nesting = String(repeating: listIndent, count: max(0, block.listDepth - 1))
        let indent = quote + nesting
        switch block.kind {
        case .preformatted:
            return block.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let kept = TerminalText.sanitize(String(line).replacingOccurrences(of: "\t", with: "    "))
                return kept.isEmpty ? "" : indent + preformattedIndent + kept
            }
        case .table(let rows, let headerRows):
            return tableLines(rows: rows, headerRows: headerRows, indent: indent, wrapper: wrapper)
        case .heading:
            return wrapper.wrap(TerminalText.sanitize(block.text), indent: indent).map { line in
                String(line.prefix { $0 == " " }) + styler.heading(TerminalText.trimmingWhitespace(line))
            }
        case .listItem(let marker):
            let first = indent + TerminalText.sanitize(marker) + " "
            let hanging = indent + String(repeating: " ", count: TerminalText.displayWidth(TerminalText.sanitize(marker)) + 1)
            var lines: [String] = []
            for (index, part) in TerminalText.sanitizeParagraphs(block.text).enumerated() {
                lines += wrapper.wrap(part, indent: hanging, firstIndent: index == 0 ? first : hanging)
            }
            return lines
        case .paragraph:
            return TerminalText.sanitizeParagraphs(block.text).flatMap { wrapper.wrap($0, indent: indent) }
        }
    }

    /// A table's lines: its columns aligned, the header underlined, when every row fits the room
    /// beside `indent`; else each row on lines of its own, its cells parted by ` | ` and its
    /// wrapped lines hanging under its first, as a person reads a wide table on a phone.
    private static func tableLines(rows: [[String]], headerRows: Int, indent: String, wrapper: TextWrapper) -> [String] {
        let cells = rows.map { row in row.map { TerminalText.trimmingWhitespace(TerminalText.sanitize($0)) } }
        let columns = cells.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in cells {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], TerminalText.displayWidth(cell)) }
        }
        let room = wrapper.width - TerminalText.displayWidth(indent)
        let total = widths.reduce(0, +) + columnGap.count * max(0, columns - 1)
        guard columns > 1, total <= room else {
            return cells.flatMap { row in
                wrapper.wrap(row.joined(separator: " | "), indent: indent + listIndent, firstIndent: indent)
            }
        }
        var lines: [String] = []
        for (number, row) in cells.enumerated() {
            var line = indent
            for (index, cell) in row.enumerated() {
                line += index < row.count - 1 ? TerminalText.padRight(cell, toWidth: widths[index]) + columnGap : cell
            }
            lines.append(line)
            if number == headerRows - 1 {
                lines.append(indent + widths.map { String(repeating: "-", count: $0) }.joined(separator: columnGap))
            }
        }
        return lines
    }
}
