import FlowKit

/// Picks item N of the list on screen, with a plain error for a number that is not there.
enum ListSelection {
    /// `N`, the item number the `open`, `bookmark` and `browse` commands read; a screen's spec
    /// offers the numbers it shows with `offeringItems(count:startingAt:)`.
    static let argument = ArgumentSpec.item()
    /// Where `open N` works, said on a screen without a list.
    static let openWorksOn = "on a list ('open N', or just N)"

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

    /// The item numbered `number` among `items`, the items on screen numbered from `first` (a list
    /// numbers its items across its pages), picked to `purpose` it (`open`, `bookmark`).
    ///
    /// Only a number shown can be picked, as in newsboat: a number of another page names the
    /// numbers this page shows rather than loading that page behind the person's back.
    static func item<Item>(_ number: ItemNumber, in items: [Item], first: Int = 1, noun: String, purpose: String = "open")
        throws(CommandFailure) -> Item
    {
        guard !items.isEmpty else { throw CommandFailure("there is no \(noun) on screen to \(purpose)") }
        let last = first + (items.count - 1)
        guard let value = number.value, value >= first, value <= last else {
            throw CommandFailure(
                first == 1
                    ? "no \(noun) \(TerminalText.quoted(number.text)) here: choose 1 to \(items.count)"
                    : "no \(noun) \(TerminalText.quoted(number.text)) on this page: choose \(first) to \(last)")
        }
        return items[value - first]
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
