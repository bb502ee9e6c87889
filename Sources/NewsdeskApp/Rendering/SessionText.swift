import NewsAccounts

/// Sessions in words.
enum SessionText {
    /// `the local catalog` or `NewsAPI.org`.
    static func serviceName(_ kind: SessionKind) -> String {
        switch kind {
        case .local: "the local catalog"
        case .newsapi: "NewsAPI.org"
        }
    }
}
