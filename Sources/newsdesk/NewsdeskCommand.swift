import ArgumentParser

/// The `newsdesk` command line: where input comes from, where files live, and how to behave.
struct NewsdeskCommand: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "newsdesk",
        abstract: "A news desk at your terminal: headlines, categories, sources, search and articles.",
        discussion: """
            With no --script, newsdesk starts an interactive shell when standard input is a terminal, \
            and otherwise runs the commands piped to it. Type 'help' at the prompt for the commands.
            """,
        version: version,
        subcommands: [ImportCommand.self, FetchCommand.self, ExportCommand.self, ReadCommand.self]
    )

    @Option(name: [.customShort("f"), .long], help: ArgumentHelp("Run the commands in FILE, then exit.", valueName: "FILE"))
    var script: String?

    @Option(help: ArgumentHelp("Keep every file under DIR (default: $NEWSDESK_HOME, else the XDG directories).", valueName: "DIR"))
    var home: String?

    @Option(
        name: .customLong("newsapi-url"),
        help: ArgumentHelp("NewsAPI base URL (default: $NEWSDESK_NEWSAPI_URL, else https://newsapi.org).", valueName: "URL"))
    var newsAPIURL: String?

    @Option(
        name: .customLong("newsapi-timeout"),
        help: ArgumentHelp("Seconds one NewsAPI request may take (default: $NEWSDESK_NEWSAPI_TIMEOUT, else 15).", valueName: "SECONDS"))
    var newsAPITimeout: Double?

    @Flag(help: "In a scripted session, go on after a failing command (the exit status is still 1).")
    var keepGoing = false

    @Flag(help: "Never use colour (also: NO_COLOR in the environment).")
    var noColor = false

    @Flag(
        help: ArgumentHelp(
            "Write what screens show as JSON lines on standard output, for jq; prompts, the script's echo and messages go to standard error.",
            discussion:
                "Articles, sources and categories become one JSON object per line, with NewsAPI's field names, 'n' for open N, and 'read' and 'bookmarked' on lists."
        ))
    var json = false
}
