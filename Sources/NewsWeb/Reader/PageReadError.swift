import Foundation

/// Why a page could not be read as an article, in words a person understands.
public enum PageReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The page is something other than HTML: `kind` names it (`a PDF`, `an image (image/png)`).
    case notHTML(kind: String)
    /// The page is larger than reader mode reads.
    case tooLarge(bytes: Int, limit: Int)
    /// The page holds no text that reads as an article.
    case noArticleText
    /// The HTML parser could not be started.
    case parserUnavailable(String)

    /// What went wrong, and what to do instead.
    public var description: String {
        switch self {
        case .notHTML(let kind):
            "the page is \(kind), not a web page: open it with `browse`"
        case .tooLarge(let bytes, let limit):
            "the page is \(bytes / 1_048_576) MB, larger than the \(limit / 1_048_576) MB reader mode reads: open it with `browse`"
        case .noArticleText:
            "no article text was found on the page: open it with `browse`"
        case .parserUnavailable(let reason):
            "the page could not be read: \(reason)"
        }
    }
}
