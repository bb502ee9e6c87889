import FlowKit
import NewsWeb

/// An article's HTML text as the terminal lays it out: its blocks, and its links as references.
enum ArticleBody {
    /// The blocks and references of `text`.
    static func blocks(of text: ArticleText) -> BlockText {
        BlockText(
            blocks: text.blocks.map { block in
                let kind: BlockText.Block.Kind =
                    switch block.kind {
                    case .paragraph: .paragraph
                    case .heading(let level): .heading(level: level)
                    case .listItem(let marker): .listItem(marker: marker)
                    case .preformatted: .preformatted
                    case .table(let rows, let headerRows): .table(rows: rows, headerRows: headerRows)
                    }
                return BlockText.Block(kind: kind, text: block.text, quoteDepth: block.quoteDepth, listDepth: block.listDepth)
            },
            references: text.links
        )
    }
}
