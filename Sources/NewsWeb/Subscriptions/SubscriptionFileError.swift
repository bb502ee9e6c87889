/// Why a subscription file could not be read at all.
public enum SubscriptionFileError: Error, Equatable, Sendable {
    /// The OPML markup was refused or broken beyond repair.
    case markup(MarkupError)
    /// The file is no OPML document (its root is not `opml`).
    case notOPML
    /// The file is larger than newsdesk reads.
    case tooLarge(limit: Int)
    /// The file could not be opened or read; the reason in words.
    case cannotRead(String)

    /// The error in words.
    public var message: String {
        switch self {
        case .markup(let error): "the OPML file cannot be read: \(error.message)"
        case .notOPML: "it is not an OPML file (no <opml> element)"
        case .tooLarge(let limit): "it is larger than \(limit / 1_000_000) MB"
        case .cannotRead(let reason): "it cannot be read (\(reason))"
        }
    }
}
