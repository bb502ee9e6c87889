import FlowKit

/// Picks item N of the list on screen, with a plain error for a number that is not there.
enum ListSelection {
    /// `N`, the item number the `open`, `bookmark` and `browse` commands read; a spec offers the
    /// numbers on screen with `argument.offeringItems(count:)`.
    static let argument = ArgumentSpec("N")

    /// The item number typed for ``argument``, checked to be a number; `noun` names the items
    /// (`article`) in the message when it is not one.
    static func number(in parsed: ParsedCommand, noun: String) throws(CommandFailure) -> ItemNumber {
        let text = parsed[argument]
        guard let text, let number = ItemNumber(text) else {
            throw CommandFailure(
                "'\(TerminalText.quoted(text ?? ""))' is not a number; type the number of \(article(for: noun)) \(noun) in the list")
        }
        return number
    }

    /// The item numbered `number` (from 1) among `items`, picked to `purpose` it (`open`, `bookmark`).
    static func item<Item>(_ number: ItemNumber, in items: [Item], noun: String, purpose: String = "open") throws(CommandFailure)
        -> Item
    {
        guard !items.isEmpty else { throw CommandFailure("there is no \(noun) on screen to \(purpose)") }
        guard let value = number.value, value >= 1, value <= items.count else {
            throw CommandFailure("no \(noun) \(TerminalText.quoted(number.text)) here: choose 1 to \(items.count)")
        }
        return items[value - 1]
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
