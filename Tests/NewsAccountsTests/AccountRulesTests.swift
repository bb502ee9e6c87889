import NewsModels
import Testing

@testable import NewsAccounts

@Suite("Account rules")
struct AccountRulesTests {
    @Test(arguments: ["ann", "a_b-c", "user42", String(repeating: "z", count: 32)])
    func goodUsernamesPass(name: String) throws {
        try AccountRules.validateUsername(name)
    }

    @Test func shortUsernameNamesTheRule() {
        #expect(throws: AccountError.invalidUsername("it must be at least 3 characters long")) {
            try AccountRules.validateUsername("ab")
        }
        #expect(throws: AccountError.invalidUsername("it must be at least 3 characters long")) {
            try AccountRules.validateUsername("")
        }
    }

    @Test func longUsernameNamesTheRule() {
        #expect(throws: AccountError.invalidUsername("it must be at most 32 characters long")) {
            try AccountRules.validateUsername(String(repeating: "a", count: 33))
        }
    }

    @Test func uppercaseIsNamed() {
        #expect(throws: AccountError.invalidUsername("uppercase letters are not allowed (use 'alice')")) {
            try AccountRules.validateUsername("Alice")
        }
    }

    @Test func anUppercaseSuggestionIsItselfValidOrAbsent() {
        #expect(throws: AccountError.invalidUsername("uppercase letters are not allowed (use 'bad-user')")) {
            try AccountRules.validateUsername("Bad User!")
        }
        #expect(throws: AccountError.invalidUsername("uppercase letters are not allowed")) {
            try AccountRules.validateUsername("ÄÖÜ")
        }
        for name in ["Bad User!", "A  B", "X!", "Ann.Smith", "A" + String(repeating: "b", count: 40)] {
            if let suggestion = AccountRules.usernameSuggestion(for: name) {
                #expect(throws: Never.self, "\(name) → \(suggestion)") { try AccountRules.validateUsername(suggestion) }
            }
        }
    }

    @Test func theForbiddenCharacterIsNamed() throws {
        do {
            try AccountRules.validateUsername("ann.smith")
            Issue.record("a dot was accepted")
        } catch {
            #expect(error.description.contains("'.'"))
            #expect(error.description.contains("a-z, 0-9, _ and -"))
        }
        #expect(throws: AccountError.self) { try AccountRules.validateUsername("ann smith") }
        #expect(throws: AccountError.self) { try AccountRules.validateUsername("anné") }
        #expect(throws: AccountError.self) { try AccountRules.validateUsername("ann\u{0}x") }
    }

    @Test func passwordLengthRulesCountCharacters() throws {
        try AccountRules.validatePassword("12345678")
        try AccountRules.validatePassword("éééééééé")
        try AccountRules.validatePassword(String(repeating: "x", count: 1024))
        #expect(throws: AccountError.invalidPassword("it must be at least 8 characters long")) {
            try AccountRules.validatePassword("1234567")
        }
        // Seven characters, many more bytes.
        #expect(throws: AccountError.invalidPassword("it must be at least 8 characters long")) {
            try AccountRules.validatePassword("👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽")
        }
        #expect(throws: AccountError.invalidPassword("it must be at most 1024 characters long")) {
            try AccountRules.validatePassword(String(repeating: "x", count: 1025))
        }
    }

    @Test func countriesAreTwoASCIILettersLowercased() throws {
        #expect(try AccountRules.parseCountry("GB") == "gb")
        #expect(try AccountRules.parseCountry("  us ") == "us")
        for bad in ["", "usa", "u", "1a", "ü s", "çe"] {
            #expect(throws: AccountError.self) { try AccountRules.parseCountry(bad) }
        }
        #expect(throws: AccountError.invalidCountry("usa")) { try AccountRules.parseCountry("usa") }
    }

    @Test func countriesAreOnesHeadlinesComeFromOrAll() throws {
        #expect(throws: AccountError.unknownCountry("uk", suggestion: "gb")) { try AccountRules.parseCountry("uk") }
        #expect(throws: AccountError.unknownCountry("xx", suggestion: nil)) { try AccountRules.parseCountry("XX") }
        #expect(try AccountRules.parseCountry(" ALL ") == "all")
        #expect(CountryChoice(saved: "all") == .every)
        #expect(CountryChoice(saved: "gb").code == "gb")
    }

    @Test func categoriesParseTrimAndDeduplicate() throws {
        #expect(try AccountRules.parseCategories("science, Sports ,science,,technology") == [.science, .sports, .technology])
        #expect(try AccountRules.parseCategories("general") == [.general])
    }

    @Test func unknownOrMissingCategoriesAreRefused() {
        #expect(throws: AccountError.invalidCategory("weather")) {
            try AccountRules.parseCategories("science, weather")
        }
        #expect(throws: AccountError.self) { try AccountRules.parseCategories("") }
        #expect(throws: AccountError.self) { try AccountRules.parseCategories(" , ,") }
    }
}
