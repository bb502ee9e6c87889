/// The source an article names: NewsAPI gives a name always and an id only sometimes.
public struct SourceReference: Sendable, Hashable, Codable {
    /// The source's id, when the service knows one.
    public var id: String?
    /// The source's display name.
    public var name: String

    /// Creates a reference from an optional id and a name.
    public init(id: String?, name: String) {
        self.id = id
        self.name = name
    }
}
