import ArgumentParser

/// `newsdesk export`: writes every subscription out, for another reader or another home.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every subscription as OPML 2.0 on standard output."
    )

    @Option(help: ArgumentHelp("The format: opml (the only one).", valueName: "FORMAT"))
    var format = "opml"

    /// The command line around `export`, which holds `--home`.
    @ParentCommand var newsdesk: NewsdeskCommand

    func validate() throws {
        guard format == "opml" else { throw ValidationError("unknown format '\(format)': use opml") }
    }
}
