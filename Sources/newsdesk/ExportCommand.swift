import ArgumentParser

/// `newsdesk export`: writes every subscription out, for another reader or another home, or every
/// article, as a backup and for other tools.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every subscription as OPML 2.0, or every article as JSON lines, on standard output.",
        discussion: """
            With --format jsonl, each line is one article of the local catalog: the fields of --json \
            (with story and storySize) and what the catalog keeps besides (identity, category, the \
            page reader mode kept...). 'newsdesk import --format jsonl FILE' reads it back.
            """
    )

    /// The formats `--format` takes, the default first.
    static let formats = ["opml", "jsonl"]

    @Option(
        help: ArgumentHelp("The format: opml (every subscription; the default) or jsonl (every article).", valueName: "FORMAT"),
        completion: .list(ExportCommand.formats))
    var format = "opml"

    @Option(
        help: ArgumentHelp("With jsonl: write FILE instead, replacing it only once the export is whole.", valueName: "FILE"),
        completion: .file())
    var output: String?

    /// The command line around `export`, which holds `--home`.
    @ParentCommand var newsdesk: NewsdeskCommand

    func validate() throws {
        guard Self.formats.contains(format) else { throw ValidationError("unknown format '\(format)': use opml or jsonl") }
        if output != nil, format != "jsonl" {
            throw ValidationError("--output goes with --format jsonl; OPML is written on standard output")
        }
    }
}
