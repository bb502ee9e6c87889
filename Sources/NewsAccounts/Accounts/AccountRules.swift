import Foundation
import NewsModels

/// The rules account fields follow, each check naming the rule a value breaks.
public enum AccountRules {
    /// The shortest username allowed.
    public static let usernameMinimumLength = 3
    /// The longest username allowed.
    public static let usernameMaximumLength = 32
    /// The shortest password allowed, in characters.
    public static let passwordMinimumLength = 8
    /// The longest password allowed, in characters.
    public static let passwordMaximumLength = 1024

    /// Checks a username: 3 to 32 characters, each one of `a-z`, `0-9`, `_` or `-`.
    ///
    /// - Throws: ``AccountError/invalidUsername(_:)`` naming the broken rule.
    public static func validateUsername(_ username: String) throws(AccountError) {
        let length = username.count
        if length < usernameMinimumLength {
            throw .invalidUsername("it must be at least \(usernameMinimumLength) characters long")
        }
        if length > usernameMaximumLength {
            throw .invalidUsername("it must be at most \(usernameMaximumLength) characters long")
        }
        for character in username where !isUsernameCharacter(character) {
            if character.isUppercase {
                let hint = usernameSuggestion(for: username).map { " (use '\($0)')" } ?? ""
                throw .invalidUsername("uppercase letters are not allowed\(hint)")
            }
            if character.isWhitespace
                || character.unicodeScalars.contains(where: {
                    $0.properties.generalCategory == .control
                })
            {
                throw .invalidUsername("spaces and invisible characters are not allowed; use only a-z, 0-9, _ and -")
            }
            throw .invalidUsername("the character '\(character)' is not allowed; use only a-z, 0-9, _ and -")
        }
    }

    /// Checks a password: at least 8 characters and at most 1024.
    ///
    /// - Throws: ``AccountError/invalidPassword(_:)`` naming the broken rule.
    public static func validatePassword(_ password: String) throws(AccountError) {
        let length = password.count
        if length < passwordMinimumLength {
            throw .invalidPassword("it must be at least \(passwordMinimumLength) characters long")
        }
        if length > passwordMaximumLength {
            throw .invalidPassword("it must be at most \(passwordMaximumLength) characters long")
        }
    }

    /// Parses a country: a code headlines come from (see ``CountryChoice/codes``) or `all`,
    /// in any case, surrounding blanks ignored.
    ///
    /// Turning an empty answer into the default `us` is the caller's job.
    ///
    /// - Returns: The code, or `all`, in lowercase.
    /// - Throws: ``AccountError/invalidCountry(_:)`` or ``AccountError/unknownCountry(_:suggestion:)``.
    public static func parseCountry(_ text: String) throws(AccountError) -> String {
        try CountryChoice(parsing: text).text
    }

    /// Parses comma-separated category names, in any case, blanks trimmed.
    ///
    /// Empty items are skipped and repeats dropped, keeping the first order. Turning an
    /// empty answer into the default `general` is the caller's job.
    ///
    /// - Throws: ``AccountError/invalidCategory(_:)`` naming the first unknown name, or
    ///   holding the whole text when it names no category at all.
    public static func parseCategories(_ text: String) throws(AccountError) -> [NewsCategory] {
        var categories: [NewsCategory] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmingCharacters(in: .whitespacesAndNewlines)
            if name.isEmpty { continue }
            guard let category = NewsCategory(name: name) else {
                throw .invalidCategory(name)
            }
            if !categories.contains(category) {
                categories.append(category)
            }
        }
        guard !categories.isEmpty else {
            throw .invalidCategory(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return categories
    }

    /// A username that follows the rules and reads like `text`: lowercase, spaces as `-`, other
    /// characters left out; nil when that breaks a rule too (a suggestion must itself be valid).
    static func usernameSuggestion(for text: String) -> String? {
        var suggestion = ""
        for character in text.lowercased() {
            if character.isWhitespace {
                if !suggestion.isEmpty, suggestion.last != "-" { suggestion.append("-") }
            } else if isUsernameCharacter(character) {
                suggestion.append(character)
            }
        }
        while suggestion.last == "-" { suggestion.removeLast() }
        guard (try? validateUsername(suggestion)) != nil else { return nil }
        return suggestion
    }

    /// Whether a character may appear in a username.
    private static func isUsernameCharacter(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
            return false
        }
        switch scalar {
        case "a"..."z", "0"..."9", "_", "-": return true
        default: return false
        }
    }
}
