import FlowKit
import NewsAccounts
import NewsModels

/// The account details fields: Country (default `us`) and Categories (default `general`).
@MainActor
struct AccountDetailsForm {
    let console: any Console

    /// Asks both fields, each after a line saying what it takes; a blank answer keeps `current`'s
    /// value, or the default without one. The hints never contain a field prompt's text, so a
    /// script watching for `Country: ` cannot mistake a hint for the prompt.
    func ask(current: AccountDetails?) async throws -> AccountDetails {
        let base = current ?? .defaults
        let currentCategories = base.categories.map(\.rawValue).joined(separator: ",")
        let wrapper = TextWrapper(width: console.width)
        let form = Form(console: console)
        console.writeLines(
            wrapper.wrap(
                "Two-letter country code for top headlines, such as us, gb or ca, or \(CountryChoice.everyWord) for every country (Enter keeps \(base.country))."
            ))
        let country = try await form.ask("Country", defaultValue: base.country) { answer in
            try AccountRules.parseCountry(answer)
        }
        let choices = NewsCategory.allCases.map(\.rawValue).joined(separator: ", ")
        console.writeLines(
            wrapper.wrap("Categories for your home screen, separated by commas: \(choices) (Enter keeps \(currentCategories))."))
        let categories = try await form.ask("Categories", defaultValue: currentCategories) { answer in
            do {
                return try AccountRules.parseCategories(answer)
            } catch AccountError.invalidCategory(let name) {
                throw MainCommands.unknownCategory(name)
            }
        }
        try form.finish()
        guard let country, let categories else { throw CommandFailure("the form ended without an answer") }
        return AccountDetails(country: country, categories: categories)
    }
}
