import FlowKit

/// `link N`: a text's `[N]` reference opened in a browser, on an article and on a page read in
/// reader mode.
enum LinkCommands {
    /// `link`'s reference number.
    static let number = ArgumentSpec("N")

    /// `link N`, on a text with `count` references.
    @MainActor
    static func spec(count: Int) -> CommandSpec {
        CommandSpec(
            "link", arguments: [number.offeringItems(count: count)], summary: "open the text's [N] reference in your browser",
            example: "link 2")
    }

    /// The number typed after `link`.
    static func number(in parsed: ParsedCommand) throws -> ItemNumber {
        let text = parsed[number] ?? ""
        guard let number = ItemNumber(text) else {
            throw CommandFailure("'\(TerminalText.quoted(text))' is not a number; type the number of a [N] reference, e.g. 'link 1'")
        }
        return number
    }

    /// Opens reference `number` of `links` through the main flow above `screen`; `whose` names the
    /// text that has none, when it has none ("this article's", "this page's").
    @MainActor
    static func open(_ number: ItemNumber, of links: [String], whose: String, from screen: any Responder) async throws {
        guard !links.isEmpty else {
            throw CommandFailure("\(whose) text has no [N] references to open; 'browse' opens the article")
        }
        let link = try ListSelection.item(number, in: links, noun: "reference", purpose: "open")
        try await screen.mainFlow.browse(link: link)
    }
}
