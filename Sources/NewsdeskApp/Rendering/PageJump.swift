import FlowKit

/// Where `next [N]`, `prev [N]` and `page N` go in a list, checked before any page loads.
///
/// A number is only compared with the list's bounds before it is added, so none a person can type
/// overflows; one past the end names the pages there are.
enum PageJump {
    /// A move between pages, as typed: its number checked to be one, not yet against the list.
    enum Move: Sendable, Equatable {
        /// `next [N]`: N pages on, 1 without N.
        case next(ItemNumber?)
        /// `prev [N]`: N pages back, 1 without N.
        case prev(ItemNumber?)
        /// `page N`.
        case page(ItemNumber)
    }

    /// The three commands, for a list's `Name` cases to map onto.
    enum Kind: CaseIterable {
        case next, prev, page
    }

    /// `next`'s and `prev`'s optional number of pages.
    static let steps = ArgumentSpec("N", .optional)
    /// `page`'s page number.
    static let pageNumber = ArgumentSpec("N")

    /// Where `next` and `prev` work.
    private static let stepsWorkOn = "on a list of several pages, and on an article opened from a list"

    /// How `kind` is typed and explained.
    static func spec(_ kind: Kind) -> CommandSpec {
        switch kind {
        case .next:
            CommandSpec(
                "next", arguments: [steps], summary: "the next page, or N pages on", example: "next 5",
                worksOn: stepsWorkOn)
        case .prev:
            CommandSpec(
                "prev", arguments: [steps], summary: "the previous page, or N pages back", example: "prev 2",
                worksOn: stepsWorkOn)
        case .page:
            CommandSpec(
                "page", arguments: [pageNumber], summary: "jump to page N", example: "page 12", worksOn: "on a list of several pages")
        }
    }

    /// The move `parsed` asks for; throws a plain error when its number is not one.
    static func move(_ kind: Kind, from parsed: ParsedCommand) throws(CommandFailure) -> Move {
        switch kind {
        case .next: return .next(try number(parsed[steps], command: "next"))
        case .prev: return .prev(try number(parsed[steps], command: "prev"))
        case .page:
            guard let number = try number(parsed[pageNumber], command: "page") else {
                throw CommandFailure(CommandLineError.missingArgument(pageNumber.placeholder).description)
            }
            return .page(number)
        }
    }

    /// The page `move` goes to, from page `current` of `count`; throws a plain error when that
    /// page does not exist.
    static func target(of move: Move, from current: Int, of count: Int) throws(CommandFailure) -> Int {
        switch move {
        case .next(let number):
            guard current < count else { throw CommandFailure("this is the last page") }
            let step = try steps(number, command: "next")
            guard step <= count - current else {
                throw CommandFailure("there are \(count) pages and this is page \(current); 'page \(count)' shows the last")
            }
            return current + step
        case .prev(let number):
            guard current > 1 else { throw CommandFailure("this is the first page") }
            let step = try steps(number, command: "prev")
            guard step < current else {
                throw CommandFailure("this is page \(current); 'page 1' shows the first")
            }
            return current - step
        case .page(let number):
            guard let value = number.value, value >= 1, value <= count else {
                throw CommandFailure("no page \(TerminalText.quoted(number.text)) here: choose 1 to \(count)")
            }
            return value
        }
    }

    /// The number typed, nil when none was; throws when the words are no number.
    private static func number(_ text: String?, command: String) throws(CommandFailure) -> ItemNumber? {
        guard let text else { return nil }
        guard let number = ItemNumber(text) else {
            throw CommandFailure("'\(TerminalText.quoted(text))' is not a number; type a page number, e.g. '\(command) 2'")
        }
        return number
    }

    /// How many pages `next N` or `prev N` moves: 1 without N.
    private static func steps(_ number: ItemNumber?, command: String) throws(CommandFailure) -> Int {
        guard let number else { return 1 }
        // Past Int is past any list's end, which the caller's bounds check reports.
        guard let step = number.value, step < 1 else {
            if number.text.hasPrefix("-") {
                throw CommandFailure("\(command) moves 1 page or more, not \(TerminalText.quoted(number.text))")
            }
            return number.value ?? Int.max
        }
        throw CommandFailure("\(command) moves 1 page or more, not \(TerminalText.quoted(number.text))")
    }
}
