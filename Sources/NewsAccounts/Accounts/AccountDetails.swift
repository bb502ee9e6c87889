import NewsModels

/// What a person tells newsdesk about their interests after their first sign-in.
public struct AccountDetails: Sendable, Hashable, Codable {
    /// A two-letter country code for top headlines.
    public var country: String
    /// The categories shown on the home screen, in the order given.
    public var categories: [NewsCategory]

    /// Creates details.
    public init(country: String, categories: [NewsCategory]) {
        self.country = country
        self.categories = categories
    }

    /// The details used when a person accepts every default: `us` and `general`.
    public static let defaults = AccountDetails(country: "us", categories: [.general])
}
