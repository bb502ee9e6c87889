/// Why a document could not be read as a feed.
public enum FeedError: Error, Equatable, Sendable {
    /// The body was longer than the limit (after decompression).
    case tooLarge(limit: Int)
    /// The markup was refused or broken beyond repair.
    case markup(MarkupError)
    /// The document was read, but it is no RSS, Atom or JSON feed; `complaint` is the parser's
    /// first error, when it had one.
    case notAFeed(complaint: String?)
    /// The document ends before its root element closes, inside `element` at `line`: a body cut
    /// short in transit, whose last item is unfinished and must not be taken as news.
    case cutShort(line: Int, element: String)
    /// A JSON document that is no JSON Feed.
    case invalidJSONFeed(String)
    /// The body was empty.
    case empty

    /// The error in words, for a feed's one error line.
    public var message: String {
        switch self {
        case .tooLarge(let limit):
            "it is larger than \(limit >> 20) MB"
        case .markup(let error):
            error.message
        case .notAFeed(let complaint?):
            "it is not an RSS, Atom or JSON feed (\(complaint))"
        case .notAFeed(nil):
            "it is not an RSS, Atom or JSON feed"
        case .cutShort(let line, let element):
            "it ends before its document does (line \(line): <\(element)> is not closed)"
        case .invalidJSONFeed(let reason):
            "it is not a JSON Feed: \(reason)"
        case .empty:
            "it is empty"
        }
    }
}
