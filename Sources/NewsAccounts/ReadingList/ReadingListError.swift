/// Why a reading-list operation failed, in words a person understands.
public enum ReadingListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bookmarks and read marks could not be read or written; the text says why.
    case storage(String)

    /// The message shown to the person.
    public var description: String {
        switch self {
        case .storage(let detail): "the bookmark store failed: \(detail)"
        }
    }
}
