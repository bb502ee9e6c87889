import Foundation

/// A NewsAPI search expression translated into a safe SQLite FTS5 query.
///
/// The accepted syntax is NewsAPI's: words, `"quoted phrases"`, `+must` and `-mustnot`
/// prefixes (on words or phrases), the operators `AND`, `OR` and `NOT` written in
/// capitals, and parentheses for grouping. Terms next to each other must all appear
/// (`AND` binds tighter than `OR`); `+` changes nothing since every listed term is needed;
/// `-term` and `NOT term` leave out articles holding the term. Lowercase `and`, `or` and
/// `not` are ordinary words.
///
/// FTS5 cannot look for "everything but", so a group made only of left-out terms is
/// dropped (`apple OR NOT pie` looks for `apple`); when nothing is left to look for the
/// search is empty. Unbalanced parentheses are closed or ignored; parentheses nested
/// deeper than ``maximumNesting`` are read as plain separators.
///
/// Every term reaches FTS5 as a double-quoted string (inner quotes doubled), so no input
/// can produce an FTS5 syntax error: `*`, `:`, `^`, `NEAR(` and friends are plain text, and
/// terms holding no letter or digit are dropped. The result is meant to be bound as a
/// parameter of `MATCH`, never spliced into SQL.
///
/// A term holding Chinese, Japanese or Korean text is looked for inside longer runs of it
/// (``CJKTerms``): `纪念币` becomes `cjk_terms : "纪念 念币"`; Latin terms are passed as they are.
public struct SearchExpression: Sendable, Hashable, CustomStringConvertible {
    /// The longest search accepted, in characters (NewsAPI's limit).
    public static let maximumLength = 500
    /// The deepest parenthesis nesting read as grouping.
    public static let maximumNesting = 16

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
        var parser = Parser(tokens: Self.tokenize(trimmed))
        guard let query = parser.parseAlternatives() else {
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
    private enum Token: Equatable {
        case term(String, Mark)
        case and, or, not, open, close
    }

    /// Splits the input into terms and operators.
    private static func tokenize(_ text: String) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "(":
                tokens.append(.open)
                index += 1
                continue
            case ")":
                tokens.append(.close)
                index += 1
                continue
            case let character where isSeparator(character):
                index += 1
                continue
            default:
                break
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
            if characters[index] == "(" {
                if mark == .excluded { tokens.append(.not) }
                continue
            }
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
                characters[index] != "\""
            {
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
    fileprivate static func hasSearchableText(_ text: String) -> Bool {
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
    fileprivate static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// What a term is looked for with: the quoted term itself, unless it holds CJK text, which is
    /// looked for as ``CJKTerms`` files it (the phrase of its bigrams in that column), with the
    /// other words of the term beside it, all of them required.
    fileprivate static func match(_ text: String) -> String {
        guard CJKTerms.holdsCJK(text) else { return quoted(text) }
        var parts: [String] = []
        // Words without CJK stay a phrase of their own, as they would in a quoted term.
        var plain: [String] = []
        func endPlain() {
            let phrase = plain.joined(separator: " ")
            if hasSearchableText(phrase) { parts.append(quoted(phrase)) }
            plain = []
        }
        for word in CJKTerms.queryPieces(of: text) {
            if word.count == 1, case .other(let text) = word[0] {
                plain.append(text)
                continue
            }
            endPlain()
            for piece in word {
                switch piece {
                case .cjk(let run):
                    parts.append(CJKTerms.column + " : " + CJKTerms.phrase(of: run))
                case .other(let text) where hasSearchableText(text):
                    parts.append(quoted(text))
                case .other:
                    break
                }
            }
        }
        endPlain()
        return parts.count == 1 ? parts[0] : "(" + parts.joined(separator: " AND ") + ")"
    }

    // MARK: - Building

    /// A recursive-descent reader turning tokens into an FTS5 query.
    private struct Parser {
        /// The tokens to read.
        let tokens: [Token]
        /// The next token to read.
        var index = 0
        /// How many groups are open.
        var depth = 0
        /// Opening parentheses read as separators (beyond the nesting limit) not yet closed.
        var ignoredOpenings = 0

        /// Reads alternatives separated by `OR`; nil when none has a term to look for.
        mutating func parseAlternatives() -> String? {
            var alternatives: [String] = []
            while true {
                if let alternative = parseSequence() {
                    alternatives.append(alternative)
                }
                guard index < tokens.count, tokens[index] == .or else { break }
                index += 1
            }
            if alternatives.count <= 1 { return alternatives.first }
            return "(" + alternatives.joined(separator: " OR ") + ")"
        }

        /// Reads terms and groups that must all appear, up to `OR` or the closing parenthesis.
        mutating func parseSequence() -> String? {
            var included: [String] = []
            var excluded: [String] = []
            var negateNext = false
            reading: while index < tokens.count {
                let token = tokens[index]
                switch token {
                case .or:
                    break reading
                case .close where ignoredOpenings > 0:
                    ignoredOpenings -= 1
                    index += 1
                case .close where depth > 0:
                    break reading
                case .close, .and:
                    index += 1
                case .not:
                    negateNext = true
                    index += 1
                case .open where depth >= SearchExpression.maximumNesting:
                    ignoredOpenings += 1
                    index += 1
                case .open:
                    index += 1
                    depth += 1
                    let group = parseAlternatives()
                    depth -= 1
                    if index < tokens.count, tokens[index] == .close {
                        index += 1
                    }
                    if let group {
                        if negateNext { excluded.append(group) } else { included.append(group) }
                    }
                    negateNext = false
                case .term(let text, let mark):
                    index += 1
                    defer { negateNext = false }
                    guard SearchExpression.hasSearchableText(text) else { continue }
                    let term = SearchExpression.match(text)
                    if negateNext || mark == .excluded {
                        excluded.append(term)
                    } else {
                        included.append(term)
                    }
                }
            }
            guard !included.isEmpty else { return nil }
            let wanted = included.count == 1 ? included[0] : "(" + included.joined(separator: " AND ") + ")"
            if excluded.isEmpty { return wanted }
            let unwanted = excluded.count == 1 ? excluded[0] : "(" + excluded.joined(separator: " OR ") + ")"
            return "(" + wanted + " NOT " + unwanted + ")"
        }
    }
}
