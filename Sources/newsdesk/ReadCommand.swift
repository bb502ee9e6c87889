import ArgumentParser

/// `newsdesk read`: reader mode on the command line, a page reduced to its article.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read a page's article: its title, author, site and date, then its text, links listed at the end.",
        discussion: """
            Give the page's address, or --file with a saved page ('-' is standard input) and --url \
            for its address, which resolves its relative links. Exit status 0 when an article's \
            text was found, 1 otherwise (not HTML, too large, no text, not reachable).
            """
    )

    @Argument(help: ArgumentHelp("The page's http or https address.", valueName: "URL"))
    var address: String?

    @Option(help: ArgumentHelp("Read a saved page instead ('-' is standard input).", valueName: "PAGE"))
    var file: String?

    @Option(help: ArgumentHelp("With --file, the page's address, for its relative links.", valueName: "URL"))
    var url: String?

    @Flag(help: "One JSON line: screen, url, title, byline, siteName, publishedAt, text, links.")
    var json = false

    /// The command line around `read`.
    @ParentCommand var newsdesk: NewsdeskCommand

    func validate() throws {
        switch (address, file) {
        case (nil, nil): throw ValidationError("give the page's URL, or --file PAGE")
        case (.some, .some): throw ValidationError("give the page's URL or --file PAGE, not both")
        case (.some, nil) where url != nil: throw ValidationError("--url goes with --file; the URL given is the page's address")
        default: break
        }
    }
}
