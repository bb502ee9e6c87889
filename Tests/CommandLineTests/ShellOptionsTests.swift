import ArgumentParser
import Testing

@testable import newsdesk

/// The shell's plain command lines are read without ArgumentParser (start-up); these check that
/// the two readings agree, and that everything else is left to ArgumentParser.
@Suite("A plain command line is read as ArgumentParser reads it")
struct ShellOptionsTests {
    @Test(
        "every plain form gives what ArgumentParser gives",
        arguments: [
            [],
            ["--home", "/tmp/h"],
            ["--home=/tmp/h", "--json"],
            ["-f", "commands.txt", "--keep-going"],
            ["--script", "-", "--no-color"],
            ["--script=-"],
            ["--newsapi-url", "http://127.0.0.1:8080", "--newsapi-timeout", "2.5"],
            ["--newsapi-timeout=30", "--home", "with space", "--json", "--no-color", "--keep-going"],
            ["--home", ""],
        ])
    func agrees(_ arguments: [String]) throws {
        let plain = try #require(ShellOptions.plain(arguments))
        let parsed = try #require(try NewsdeskCommand.parseAsRoot(arguments) as? NewsdeskCommand)
        #expect(plain == ShellOptions(parsed))
    }

    @Test(
        "subcommands, help, version, repeats, unknown options and bad values are ArgumentParser's",
        arguments: [
            ["fetch"], ["import", "x.opml"], ["--help"], ["-h"], ["--version"], ["help"],
            ["--home", "a", "--home", "b"], ["--json", "--json"], ["--jsn"], ["--home"], ["--home", "--json"],
            ["--newsapi-timeout", "soon"], ["--json=yes"], ["-f"], ["--", "--home"], ["extra"],
        ])
    func leftToArgumentParser(_ arguments: [String]) {
        #expect(ShellOptions.plain(arguments) == nil)
    }
}
