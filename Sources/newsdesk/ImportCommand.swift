import ArgumentParser
import NewsCatalog
import NewsdeskApp

/// `newsdesk import`: loads data set files into the local catalog.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Load articles into the local catalog, or subscribe to the feeds of a subscription file.",
        discussion: """
            FILE is a HuffPost News Category file (JSON lines), a UCI News Aggregator file (TSV), \
            saved NewsAPI responses (one per file or one per line) or newsdesk's own export \
            ('newsdesk export --format jsonl', read back whole); '-' reads standard input and \
            gzip data is read as such. The format is guessed from the first line unless --format \
            names it. Articles are unique by URL: importing a file again adds only what is missing. \
            With --format opml or newsboat, or when every FILE is an OPML document or newsboat's \
            urls file, FILE is a subscription list: every feed in it is subscribed to (folders and \
            categories become tags; a feed subscribed already is skipped).
            """
    )

    @Option(
        help: ArgumentHelp(
            "The files' format: huffpost, uci, newsapi, jsonl, opml or newsboat (default: guessed from each file).", valueName: "FORMAT"),
        completion: .list(ImportFormat.allCases.map(\.rawValue) + SubscriptionImportRun.Format.allCases.map(\.rawValue)))
    var format: String?

    /// The command line around `import`, which holds `--home`.
    @ParentCommand var newsdesk: NewsdeskCommand

    @Argument(help: ArgumentHelp("The files to import ('-' for standard input).", valueName: "FILE"))
    var files: [String] = []

    func validate() throws {
        if let format, ImportFormat(rawValue: format) == nil, SubscriptionImportRun.Format(rawValue: format) == nil {
            throw ValidationError("unknown format '\(format)': use huffpost, uci, newsapi, jsonl, opml or newsboat")
        }
        if files.isEmpty {
            throw ValidationError("name at least one FILE to import ('-' for standard input)")
        }
        if files.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("standard input ('-') can be read only once")
        }
    }

    /// The format asked for, if any.
    var importFormat: ImportFormat? {
        format.flatMap(ImportFormat.init(rawValue:))
    }

    /// The subscription file format asked for, if the files are subscription lists.
    var subscriptionFormat: SubscriptionImportRun.Format? {
        format.flatMap(SubscriptionImportRun.Format.init(rawValue:))
    }
}
