import Foundation

/// Reads newsboat's `urls` file: a feed's address a line, then its tags; a tag `"~Name"` names the
/// feed. `#` starts a comment. `query:`, `exec:` and `filter:` lines are newsboat's own and are
/// skipped with a note, as are lines whose address is not http or https.
enum NewsboatURLsReader {
    /// The subscriptions in `text`.
    static func read(_ text: String) -> SubscriptionList {
        var list = SubscriptionList()
        // "\r\n" is one Character, so a split on "\n" alone would leave a CRLF file one line long.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let words = tokens(String(line))
            guard let address = words.first else { continue }
            let lowered = address.lowercased()
            if lowered.hasPrefix("query:") || lowered.hasPrefix("exec:") || lowered.hasPrefix("filter:") {
                let kind = lowered.prefix { $0 != ":" }
                list.notes.append("line \(number): \(kind) feeds are newsboat's own; skipped")
                continue
            }
            guard FeedText.webAddress(address) != nil else {
                list.notes.append("line \(number): '\(address)' is not an http or https address; skipped")
                continue
            }
            var entry = SubscriptionEntry(url: address)
            for word in words.dropFirst() {
                if word.hasPrefix("~") {
                    let name = String(word.dropFirst())
                    if !name.isEmpty { entry.title = name }
                } else if word.hasPrefix("!") {
                    list.notes.append("line \(number): the hidden-feed tag '\(word)' means nothing here; ignored")
                } else if !word.isEmpty, !entry.tags.contains(word) {
                    entry.tags.append(word)
                }
            }
            if !list.add(entry) {
                list.notes.append("line \(number): \(address) is listed already; skipped")
            }
        }
        return list
    }

    /// The words of a line: split on blanks, `"quoted words"` kept whole, `\"` inside quotes, and
    /// nothing after a `#` outside quotes.
    private static func tokens(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var hasWord = false
        var escaping = false
        for character in line {
            if escaping {
                current.append(character)
                escaping = false
                continue
            }
            switch character {
            case "\\" where inQuotes:
                escaping = true
            case "\"":
                inQuotes.toggle()
                hasWord = true
            case "#" where !inQuotes && !hasWord:
                return words
            case " " where !inQuotes, "\t" where !inQuotes, "\r" where !inQuotes:
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            default:
                current.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(current) }
        return words
    }
}
