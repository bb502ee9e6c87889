import Foundation

/// A NewsAPI search expression translated into a safe SQLite FTS5 query.
///
/// The accepted syntax is NewsAPI's: words, `"quoted phrases"`, `+must` and `-mustnot`
/// prefixes (on words or phrases), and the operators `AND`, `OR` and `NOT` written in
/// capitals. Parentheses are read as plain separators. Words next to each other must all
/// appear. `NOT` leaves out the term after it within its `OR` group; a `+` term must appear
/// and a `-` term must not, whatever the rest of the expression says.
///
/// Every term reaches FTS5 as a double-quoted string (inner quotes doubled), so no input
/// can produce an FTS5 syntax error: `*`, `:`, `^`, `NEAR(` and friends are plain text, and
/// terms holding no letter or digit are dropped. The result is meant to be bound as a
/// parameter of `MATCH`, never spliced into SQL.
public struct SearchExpression: Sendable, Hashable, CustomStringConvertible {
    /// The longest search accepted, in characters (NewsAPI's limit).
    public static let maximumLength = 500

    /// The FTS5 query to bind to `MATCH`.
    public let ftsQuery: String

    /// The FTS5 query, for diagnostics.
    public var description: String { ftsQuery }

    /// Translates a NewsAPI search expression.
    ///
    /// - Throws: ``CatalogError/emptySearch`` when no word is left to look for (blank input,
    ///   only operators or punctuation, or only excluded terms), and
    ///   ``CatalogError/searchTooLong(limit:)`` beyond ``maximumLength`` characters.
    public init(parsing text: String) throws(CatalogError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= Self.maximumLength else {
            throw .searchTooLong(limit: Self.maximumLength)
        }
        let tokens = Self.tokenize(trimmed)
        guard let query = Self.build(from: tokens) else {
            throw .emptySearch
        }
        ftsQuery = query
    }

    // MARK: - Tokens

    /// How a term is marked in the input.
    private enum Mark {
        case plain, required, excluded
    }

    /// One piece of the input.
    private enum Token {
        case term(String, Mark)
        case and, or, not
    }

    /// Splits the input into terms and operators.
    private static func tokenize(_ text: String) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            if isSeparator(characters[index]) {
                index += 1
                continue
            }
            var mark = Mark.plain
            if characters[index] == "+" {
                mark = .required
                index += 1
            } else if characters[index] == "-" {
                mark = .excluded
                index += 1
            }
            guard index < characters.count else { break }
            if characters[index] == "\"" {
                index += 1
                var phrase = ""
                while index < characters.count, characters[index] != "\"" {
                    phrase.append(isControl(characters[index]) ? " " : characters[index])
                    index += 1
                }
                index += 1  // the closing quote, when there is one
                tokens.append(.term(phrase, mark))
                continue
            }
            var word = ""
            while index < characters.count,
                  !isSeparator(characters[index]),
                  characters[index] != "\"" {
                word.append(characters[index])
                index += 1
            }
            if word.isEmpty { continue }
            switch (word, mark) {
            case ("AND", .plain): tokens.append(.and)
            case ("OR", .plain): tokens.append(.or)
            case ("NOT", .plain): tokens.append(.not)
            default: tokens.append(.term(word, mark))
            }
        }
        return tokens
    }

    /// Whether a character ends a word: blanks, control characters and parentheses.
    private static func isSeparator(_ character: Character) -> Bool {
        character.isWhitespace || character == "(" || character == ")" || isControl(character)
    }

    /// Whether a character is a control character (NUL included).
    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Whether FTS5's unicode61 tokenizer finds at least one token in the text.
    private static func hasSearchableText(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
                 .otherLetter, .decimalNumber, .letterNumber, .otherNumber, .privateUse:
                true
            default:
                false
            }
        }
    }

    /// An FTS5 string holding the text, with inner quotes doubled.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    // MARK: - Building

    /// A run of terms between `OR` operators.
    private struct Group {
        var included: [String] = []
        var left: [String] = []
    }

    /// Builds the FTS5 query, or nil when nothing is left to look for.
    private static func build(from tokens: [Token]) -> String? {
        var required: [String] = []
        var excluded: [String] = []
        var groups: [Group] = [Group()]
        var negateNext = false
        for token in tokens {
            switch token {
            case .and:
                continue
            case .or:
                groups.append(Group())
                negateNext = false
            case .not:
                negateNext = true
            case .term(let text, let mark):
                defer { negateNext = false }
                guard hasSearchableText(text) else { continue }
                let term = quoted(text)
                if mark == .excluded {
                    excluded.append(term)
                } else if negateNext {
                    groups[groups.count - 1].left.append(term)
                } else if mark == .required {
                    required.append(term)
                } else {
                    groups[groups.count - 1].included.append(term)
                }
            }
        }
        let alternatives = groups.filter { !$0.included.isEmpty }.map { group in
            group.left.reduce("(" + group.included.joined(separator: " AND ") + ")") { partial, term in
                "(" + partial + " NOT " + term + ")"
            }
        }
        var parts = required
        if !alternatives.isEmpty {
            parts.append("(" + alternatives.joined(separator: " OR ") + ")")
        }
        guard !parts.isEmpty else { return nil }
        return excluded.reduce("(" + parts.joined(separator: " AND ") + ")") { partial, term in
            "(" + partial + " NOT " + term + ")"
        }
    }
}
