import Foundation

/// An article's HTML as text: blocks of words with their kind and indentation, and the links it
/// pointed to, numbered as w3m and newsboat number them.
///
/// It holds text only, never markup: what the search index stores and what a screen lays out at
/// its width.
public struct ArticleText: Sendable, Equatable, Codable {
    /// One block of the text: a paragraph, heading, list item, preformatted run or table.
    public struct Block: Sendable, Equatable, Codable {
        /// What a block is, which decides how it is laid out.
        public enum Kind: Sendable, Equatable, Codable {
            /// Running text, wrapped to the width.
            case paragraph
            /// A heading, `level` 1 to 6.
            case heading(level: Int)
            /// A list item whose first line starts with `marker` (`•` or `3.`).
            case listItem(marker: String)
            /// Text kept exactly as written, line by line (`pre`).
            case preformatted
            /// A table's rows of cells, each cell on one line; the first `headerRows` rows are its
            /// header. The block's text is the rows, cells parted by ` | `, for search; a screen
            /// lays the cells out at its own width.
            case table(rows: [[String]], headerRows: Int)
        }

        /// What the block is.
        public var kind: Kind
        /// Its text; in a paragraph, `\n` is a line break the HTML asked for (`<br>`).
        public var text: String
        /// How many levels of block quote it sits in.
        public var quoteDepth: Int
        /// How many levels of list it sits in (0 outside lists).
        public var listDepth: Int

        /// Creates a block.
        public init(kind: Kind, text: String, quoteDepth: Int = 0, listDepth: Int = 0) {
            self.kind = kind
            self.text = text
            self.quoteDepth = quoteDepth
            self.listDepth = listDepth
        }
    }

    /// The blocks, in order.
    public var blocks: [Block]
    /// The addresses of the links, in order: `[1]` in the text is `links[0]`.
    public var links: [String]

    /// Creates article text.
    public init(blocks: [Block] = [], links: [String] = []) {
        self.blocks = blocks
        self.links = links
    }

    /// The text with blocks separated by blank lines and no layout: for the search index, a
    /// description, or a title.
    public var plainText: String {
        // Sized once: a 16 MB page's text grown by doubling held two copies at its peak.
        var text = ""
        text.reserveCapacity(blocks.reduce(0) { $0 + $1.text.utf8.count + 2 })
        for (index, block) in blocks.enumerated() {
            if index > 0 { text += "\n\n" }
            text += block.text
        }
        return text
    }

    /// Whether there is no text at all.
    public var isEmpty: Bool {
        blocks.allSatisfy { $0.text.isEmpty }
    }
}

extension ArticleText {
    /// The text of an article's HTML, its links resolved against `base`.
    public init(html: String, base: URL?) {
        self = HTMLTextReader.read(html, base: base)
    }
}
