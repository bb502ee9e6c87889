/// Why a markup document could not be read to its end.
public enum MarkupError: Error, Equatable, Sendable {
    /// The document declares entities in a DTD (a billion-laughs bomb or an external entity does);
    /// newsdesk never expands them.
    case declaresEntities
    /// Elements nest deeper than the limit.
    case tooDeep(limit: Int)
    /// libxml2 gave up on the markup, even in its recovering mode.
    case unreadable(line: Int, reason: String)
    /// libxml2 could not be set up (out of memory).
    case parserUnavailable(String)
    /// The document names an encoding libxml2 has no decoder for (`x-user-defined`, a typo).
    case unknownEncoding(String)
    /// The document's bytes stop being in the encoding it names, so libxml2 stopped reading there.
    case notInEncoding(String)

    /// The error in words, for a feed's one error line.
    public var message: String {
        switch self {
        case .declaresEntities:
            "it declares its own entities in a DTD, which newsdesk never expands"
        case .tooDeep(let limit):
            "its elements nest more than \(limit) deep"
        case .unreadable(let line, let reason):
            "its markup is broken beyond repair at line \(line): \(reason)"
        case .parserUnavailable(let reason):
            "the XML parser could not start: \(reason)"
        case .unknownEncoding(let name):
            "it names an unknown encoding, \(name), so its text cannot be read"
        case .notInEncoding(let name):
            "its bytes are not in the encoding it names, \(name)"
        }
    }
}
