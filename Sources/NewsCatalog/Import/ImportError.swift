/// Why a file could not be imported at all, in words a person understands.
///
/// A bad line is never an `ImportError`: it becomes an ``ImportRejection`` and the import goes on.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened; the text is the system's reason.
    case cannotOpen(file: String, reason: String)
    /// Reading the file failed part-way; the text is the system's reason.
    case cannotRead(file: String, reason: String)
    /// The file is named `.gz` but does not hold gzip data.
    case notGzip(file: String)
    /// The gzip data is damaged; the text is zlib's reason.
    case damagedGzip(file: String, reason: String)
    /// The gzip data ends before its end marker.
    case truncatedGzip(file: String)
    /// The file holds nothing but blank lines, or nothing at all.
    case empty(file: String)
    /// Nothing in the file's first line says which format it is.
    case unknownFormat(file: String)
    /// A whole-file NewsAPI response is larger than newsdesk reads at once.
    case responseTooLarge(file: String, limit: Int)
    /// The catalog refused the articles; the text is a short reason.
    case catalog(String)

    /// The message shown to the person.
    public var description: String {
        switch self {
        case .cannotOpen(let file, let reason):
            "cannot open '\(file)': \(reason)"
        case .cannotRead(let file, let reason):
            "cannot read '\(file)': \(reason)"
        case .notGzip(let file):
            "'\(file)' is named .gz but does not hold gzip data"
        case .damagedGzip(let file, let reason):
            "'\(file)' is damaged gzip data (\(reason))"
        case .truncatedGzip(let file):
            "'\(file)' ends in the middle of its gzip data: the file is incomplete"
        case .empty(let file):
            "'\(file)' is empty: there is nothing to import"
        case .unknownFormat(let file):
            "cannot tell the format of '\(file)': name it with --format huffpost, uci, newsapi or jsonl"
        case .responseTooLarge(let file, let limit):
            "'\(file)' is one NewsAPI response larger than \(limit / 1_048_576) MB; save one response per line instead"
        case .catalog(let reason):
            reason
        }
    }
}
