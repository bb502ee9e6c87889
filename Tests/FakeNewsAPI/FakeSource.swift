import Foundation

/// One fictional source of the fake service, as `/v2/top-headlines/sources` lists it.
public struct FakeSource: Sendable, Equatable {
    /// The source id used in `sources=`; nil for the sources NewsAPI names without an id.
    public let id: String?
    /// The display name.
    public let name: String
    /// A one-sentence description.
    public let description: String
    /// The home page; its host is the source's domain for `domains=` and `excludeDomains=`.
    public let url: String
    /// One of NewsAPI's seven categories.
    public let category: String
    /// A two-letter language code.
    public let language: String
    /// A two-letter country code.
    public let country: String

    /// Creates a source.
    public init(
        id: String?, name: String, description: String, url: String,
        category: String, language: String, country: String
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.url = url
        self.category = category
        self.language = language
        self.country = country
    }

    /// The host of ``url`` (`www.` included when the url has it).
    public var domain: String {
        let afterScheme = url.components(separatedBy: "://").last ?? url
        return afterScheme.split(separator: "/").first.map(String.init) ?? afterScheme
    }

    /// The source as the sources endpoint writes it.
    var json: JSONValue {
        .object([
            ("id", .optional(id)),
            ("name", .string(name)),
            ("description", .string(description)),
            ("url", .string(url)),
            ("category", .string(category)),
            ("language", .string(language)),
            ("country", .string(country)),
        ])
    }
}
