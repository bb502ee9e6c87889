import FlowKit

/// Picks item N of the list on screen, with a plain error for a number that is not there.
enum ListSelection {
    /// The item numbered `text` (from 1) among `items`, picked to `purpose` it (`open`, `bookmark`).
    ///
    /// Any number a person can type, Int.min and numbers past Int included, is only compared with
    /// the list's bounds, never used in arithmetic, so none can overflow.
    static func item<Item>(_ text: String?, in items: [Item], noun: String, purpose: String = "open") throws -> Item {
        guard let text, isNumber(text) else {
            throw CommandFailure(
                "'\(TerminalText.quoted(text ?? ""))' is not a number; type the number of \(article(for: noun)) \(noun) in the list")
        }
        guard !items.isEmpty else { throw CommandFailure("there is no \(noun) on screen to \(purpose)") }
        guard let number = Int(text), number >= 1, number <= items.count else {
            throw CommandFailure("no \(noun) \(TerminalText.quoted(text)) here: choose 1 to \(items.count)")
        }
        return items[number - 1]
    }

    /// Whether `text` is an integer as written: an optional sign and ASCII digits, of any length.
    static func isNumber(_ text: String) -> Bool {
        let digits =
            text.utf8.first.map { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") } == true ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// `an` before a vowel, else `a`.
    private static func article(for noun: String) -> String {
        noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
