import FlowKit
import Testing

/// A flag that takes words (`--name Hacker News`): every word up to the next flag.
@Suite("Flags that take words")
struct FlagWordsTests {
    static let spec = CommandSpec(
        "subscribe", arguments: [ArgumentSpec("URL")],
        flags: [FlagSpec("name", words: "NAME"), FlagSpec(switch: "force"), FlagSpec("tag", value: "TAG")], summary: "subscribe")

    func parse(_ line: String) throws -> ParsedCommand {
        try CommandParser.parse(Array(try LineTokenizer.tokenize(line).dropFirst()), as: Self.spec)
    }

    @Test("the words after --name up to the next flag are its value, joined with one space")
    func words() throws {
        let parsed = try parse("subscribe https://a.example/ --name Hacker  News --force")
        #expect(parsed[FlagSpec("name", words: "NAME")] == "Hacker News")
        #expect(parsed[ArgumentSpec("URL")] == "https://a.example/")
        #expect(parsed[FlagSpec(switch: "force")] == "")
        #expect(try parse("subscribe u --name Hacker News --tag tech")[FlagSpec("tag", value: "TAG")] == "tech")
        #expect(try parse("subscribe u --name=Hacker News")[FlagSpec("name", words: "NAME")] == "Hacker News")
    }

    @Test("a quoted name is one word, as before; a plain value flag still takes one word")
    func quotedAndPlain() throws {
        #expect(try parse("subscribe u --name \"Hacker News\"")[FlagSpec("name", words: "NAME")] == "Hacker News")
        #expect(try parse("subscribe u --name \"Hacker News\" Daily")[FlagSpec("name", words: "NAME")] == "Hacker News Daily")
        #expect(throws: CommandLineError.unexpectedArgument("news")) { try parse("subscribe u --tag tech news") }
        #expect(throws: CommandLineError.missingArgument("URL")) { try parse("subscribe --name Hacker News") }
        #expect(FlagSpec("name", words: "NAME").usage == "[--name NAME...]")
    }
}
