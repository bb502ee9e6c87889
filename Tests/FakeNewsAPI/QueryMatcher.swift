import Foundation

/// A small reading of NewsAPI's `q` syntax: words and "quoted phrases" must all appear (case
/// insensitive, as substrings), `+word` must appear, `-word` and `NOT word` must not, and `OR`
/// separates alternatives. Words starting with `fault-` are magic words, not search terms.
struct QueryMatcher: Sendable {
    private struct Alternative: Sendable {
        var required: [String] = []
        var excluded: [String] = []
    }

    private let alternatives: [Alternative]

    /// Parses `q`; an empty or magic-words-only `q` matches everything.
    init(_ q: String) {
        var alternatives: [Alternative] = [Alternative()]
        var negateNext = false
        for token in Self.tokens(of: q) {
            if !token.quoted {
                switch token.text {
                case "OR":
                    alternatives.append(Alternative())
                    continue
                case "AND":
                    continue
                case "NOT":
                    negateNext = true
                    continue
                default:
                    break
                }
                if token.text.lowercased().hasPrefix(Fault.magicPrefix) { continue }
            }
            var text = token.text
            var negated = negateNext
            negateNext = false
            if !token.quoted, text.hasPrefix("-") {
                negated = true
                text.removeFirst()
            } else if !token.quoted, text.hasPrefix("+") {
                text.removeFirst()
            }
            let term = text.lowercased()
            guard !term.isEmpty else { continue }
            if negated {
                alternatives[alternatives.count - 1].excluded.append(term)
            } else {
                alternatives[alternatives.count - 1].required.append(term)
            }
        }
        self.alternatives = alternatives
    }

    /// Whether the fields (already lowercased) satisfy one alternative.
    func matches(_ fields: [String]) -> Bool {
        alternatives.contains { alternative in
            alternative.required.allSatisfy { term in fields.contains { $0.contains(term) } }
                && !alternative.excluded.contains { term in fields.contains { $0.contains(term) } }
        }
    }

    /// How often the required terms appear, for `sortBy=relevancy`; the first field (the title) counts thrice.
    func score(_ fields: [String]) -> Int {
        var score = 0
        for alternative in alternatives {
            for term in alternative.required {
                for (position, field) in fields.enumerated() {
                    let count = field.components(separatedBy: term).count - 1
                    score += position == 0 ? count * 3 : count
                }
            }
        }
        return score
    }

    private static func tokens(of q: String) -> [(text: String, quoted: Bool)] {
        var tokens: [(text: String, quoted: Bool)] = []
        var current = ""
        var inQuotes = false
        for character in q {
            if character == "\"" {
                if inQuotes {
                    tokens.append((current, true))
                    current = ""
                } else if !current.isEmpty {
                    tokens.append((current, false))
                    current = ""
                }
                inQuotes.toggle()
            } else if character.isWhitespace && !inQuotes {
                if !current.isEmpty { tokens.append((current, false)) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append((current, inQuotes)) }
        return tokens
    }
}
