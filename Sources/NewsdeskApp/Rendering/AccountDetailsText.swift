import NewsAccounts

/// Account details in words.
enum AccountDetailsText {
    /// `country us, categories general, technology`.
    static func summary(_ details: AccountDetails) -> String {
        "country \(details.country), categories \(details.categories.map(\.rawValue).joined(separator: ", "))"
    }
}
