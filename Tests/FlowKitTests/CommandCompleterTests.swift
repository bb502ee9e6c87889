import FlowKit
import Testing

@MainActor
@Suite("Completion: commands, flags, values and list numbers")
struct CommandCompleterTests {
    /// A screen-like responder listing `count` items, under a flow-like one with a flag command.
    final class Listing: Responder {
        var count: Int
        let parent = Flow()

        init(count: Int) {
            self.count = count
        }

        var nextResponder: (any Responder)? { parent }

        var commandGroup: CommandGroup {
            CommandGroup(
                title: "List",
                commands: [
                    CommandSpec("open", arguments: [.itemNumber(count: count)], summary: "open item N"),
                    CommandSpec(
                        "mark", arguments: [.itemNumber(count: count)],
                        flags: [FlagSpec("colour", value: "C", suggestions: ["red", "green"])], summary: "mark item N"),
                ])
        }

        func perform(_ command: ParsedCommand) async throws {}
    }

    /// The responder above the list.
    final class Flow: Responder {
        var nextResponder: (any Responder)? { nil }
        let commandGroup = CommandGroup(
            title: "Flow",
            commands: [
                CommandSpec(
                    "headlines", arguments: [ArgumentSpec("CATEGORY", .optional, suggestions: ["science", "sports"])],
                    flags: [FlagSpec("country", value: "CC", suggestions: ["gb", "us"])], summary: "headlines")
            ])

        func perform(_ command: ParsedCommand) async throws {}
    }

    func complete(_ line: String, on listing: Listing) -> [String] {
        let word = line.last == " " ? "" : String(line.split(separator: " ").last ?? "")
        return CommandCompleter().candidates(line: line, word: word, chain: listing.responderChain)
    }

    @Test("an item number offers the numbers of the items on screen, from 1 up")
    func listNumbers() {
        let listing = Listing(count: 12)
        #expect(complete("open ", on: listing) == (1...12).map(String.init))
        #expect(complete("open 1", on: listing) == ["1", "10", "11", "12"])
        #expect(complete("open 7", on: listing) == ["7"])
        #expect(complete("open 13", on: listing) == [])
        #expect(complete("mark ", on: listing).count == 12)
    }

    @Test("no list on screen, nothing offered; nothing after the number either")
    func nothingToNumber() {
        #expect(complete("open ", on: Listing(count: 0)) == [])
        #expect(complete("open 3 ", on: Listing(count: 5)) == [])
        #expect(ArgumentSpec.itemNumber(count: 0).suggestions == [])
        #expect(ArgumentSpec.itemNumber(count: 2).usage == "N")
    }

    @Test("the numbers follow the list: a longer or shorter page offers its own")
    func followsTheList() {
        let listing = Listing(count: 3)
        #expect(complete("open ", on: listing) == ["1", "2", "3"])
        listing.count = 1
        #expect(complete("open ", on: listing) == ["1"])
    }

    @Test("commands of every responder on the chain, sorted; flags and their values; flags after a number")
    func commandsAndFlags() {
        let listing = Listing(count: 2)
        #expect(complete("", on: listing) == ["headlines", "help", "mark", "open", "timing"])
        #expect(complete("h", on: listing) == ["headlines", "help"])
        #expect(complete("headlines s", on: listing) == ["science", "sports"])
        #expect(complete("headlines --c", on: listing) == ["--country"])
        #expect(complete("headlines --country ", on: listing) == ["gb", "us"])
        #expect(complete("mark 2 ", on: listing) == ["--colour"])
        #expect(complete("mark --colour red ", on: listing) == ["1", "2"])
        #expect(complete("help op", on: listing) == ["open"])
        #expect(complete("nosuch ", on: listing) == [])
    }
}
