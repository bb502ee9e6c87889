import FlowKit
import NewsCore

/// The account details fields: Country (default `us`) and Categories (default `general`).
@MainActor
struct AccountDetailsForm {
    let console: any Console

    /// Asks both fields; a blank answer keeps `current`'s value, or the default without one.
    func ask(current: AccountDetails?) async throws -> AccountDetails {
        let base = current ?? .defaults
        let form = Form(console: console)
        let country = try await form.ask("Country", defaultValue: base.country) { answer in
            try AccountRules.parseCountry(answer)
        }
        let categories = try await form.ask(
            "Categories",
            defaultValue: base.categories.map(\.rawValue).joined(separator: ",")
        ) { answer in
            try AccountRules.parseCategories(answer)
        }
        try form.finish()
        guard let country, let categories else { throw CommandFailure("the form ended without an answer") }
        return AccountDetails(country: country, categories: categories)
    }
}
