import ArgumentParser

/// `newsdesk fetch`: fetches every subscribed feed once, politely, for cron as much as for people.
struct FetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Fetch every subscribed feed once.",
        discussion: """
            A feed fetched less than 15 minutes ago (or than its own ttl asks) is skipped unless \
            --force; a server that asked to wait (429 or 503 with Retry-After) and a feed that \
            answered 410 Gone are never asked. One summary per feed on standard output; exit \
            status 0 when every feed answered (304 counts), 1 when any failed.
            """
    )

    @Flag(help: "Fetch feeds fetched in the last 15 minutes too (never a server that asked to wait, nor a gone feed).")
    var force = false

    @Flag(help: "One JSON line per feed: url, status (new, notModified, skipped, failed, gone), added, error.")
    var json = false

    /// The command line around `fetch`, which holds `--home`.
    @ParentCommand var newsdesk: NewsdeskCommand
}
