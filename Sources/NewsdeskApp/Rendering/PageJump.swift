import FlowKit

/// Where `next [N]`, `prev [N]` and `page N` go in a list, checked before any page loads.
///
/// A number is only compared with the list's bounds before it is added, so none a person can type
/// overflows; one past the end names the pages there are.
enum PageJump {
    /// `next [N]`, `prev [N]` and `page N`, for a list's commands.
    static let commands = [
        CommandSpec("next", arguments: [ArgumentSpec("N", .optional)], summary: "the next page, or N pages on", example: "next 5"),
        CommandSpec("prev", arguments: [ArgumentSpec("N", .optional)], summary: "the previous page, or N pages back", example: "prev 2"),
        CommandSpec("page", arguments: [ArgumentSpec("N")], summary: "jump to page N", example: "page 12"),
    ]

    /// Whether `command` moves between pages.
    static func handles(_ command: ParsedCommand) -> Bool {
        ["next", "prev", "page"].contains(command.name)
    }

    /// The page `command` asks for, from page `current` of `count`; throws a plain error when that
    /// page does not exist.
    static func target(of command: ParsedCommand, from current: Int, of count: Int) throws -> Int {
        let text = command.argument("N")
        if let text, !ListSelection.isNumber(text) {
            throw CommandFailure("'\(TerminalText.quoted(text))' is not a number; type a page number, e.g. '\(command.name) 2'")
        }
        switch command.name {
        case "next":
            guard current < count else { throw CommandFailure("this is the last page") }
            let step = try steps(text, command: "next")
            guard step <= count - current else {
                throw CommandFailure("there are \(count) pages and this is page \(current); 'page \(count)' shows the last")
            }
            return current + step
        case "prev":
            guard current > 1 else { throw CommandFailure("this is the first page") }
            let step = try steps(text, command: "prev")
            guard step < current else {
                throw CommandFailure("this is page \(current); 'page 1' shows the first")
            }
            return current - step
        default:
            guard let text, let number = Int(text), number >= 1, number <= count else {
                throw CommandFailure("no page \(TerminalText.quoted(text ?? "")) here: choose 1 to \(count)")
            }
            return number
        }
    }

    /// How many pages `next N` or `prev N` moves: 1 without N.
    private static func steps(_ text: String?, command: String) throws -> Int {
        guard let text else { return 1 }
        // Past Int is past any list's end, which the caller's bounds check reports.
        guard let step = Int(text), step < 1 else {
            if text.hasPrefix("-") { throw CommandFailure("\(command) moves 1 page or more, not \(TerminalText.quoted(text))") }
            return Int(text) ?? Int.max
        }
        throw CommandFailure("\(command) moves 1 page or more, not \(TerminalText.quoted(text))")
    }
}
