/// Why a feeds command could not be carried out, in words a person understands.
public enum FeedLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The address gave no feed: it could not be fetched, was no feed, or a page linking to none.
    case noFeed(String)
    /// A saved search of that name exists already.
    case searchNameTaken(String)
    /// A saved search or subscription of that name could not be renamed: the name is taken or empty.
    case nameRefused(String)

    /// The message shown.
    public var description: String {
        switch self {
        case .noFeed(let message): message
        case .searchNameTaken(let name): "a saved search is called '\(name)' already (rename or unsubscribe it in 'feeds')"
        case .nameRefused(let reason): reason
        }
    }
}
