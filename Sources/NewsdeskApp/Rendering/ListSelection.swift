import FlowKit

/// Picks item N of the list on screen, with a plain error for a number that is not there.
enum ListSelection {
    /// The item numbered `text` (from 1) among `items`, picked to `purpose` it (`open`, `bookmark`).
    static func item<Item>(_ text: String?, in items: [Item], noun: String, purpose: String = "open") throws -> Item {
        guard let text, let number = Int(text) else {
            throw CommandFailure("'\(text ?? "")' is not a number; type the number of \(article(for: noun)) \(noun) in the list")
        }
        guard !items.isEmpty else { throw CommandFailure("there is no \(noun) on screen to \(purpose)") }
        guard items.indices.contains(number - 1) else {
            throw CommandFailure("no \(noun) \(number) here: choose 1 to \(items.count)")
        }
        return items[number - 1]
    }

    /// `an` before a vowel, else `a`.
    private static func article(for noun: String) -> String {
        noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
