import FlowKit
import Foundation
import NewsCatalog
import NewsWeb

/// `newsdesk import [--format opml|newsboat] FILE...`: subscribes to every feed a subscription file
/// lists; a feed subscribed already is skipped. What a file held that newsdesk does not take (an
/// OPML `include`, newsboat's `query:` lines) is listed under its summary.
@MainActor
public struct SubscriptionImportRun {
    /// The subscription file formats.
    public enum Format: String, Sendable, CaseIterable {
        /// OPML 1.0 or 2.0.
        case opml
        /// newsboat's `urls` file.
        case newsboat

        /// The name a summary gives the format.
        var title: String {
            switch self {
            case .opml: "OPML"
            case .newsboat: "newsboat urls"
            }
        }
    }

    private let catalogPath: String
    private let files: [(path: String, format: Format)]
    private let output: any OutputSink

    /// Creates a run of `files` (`-` is standard input) in `format` into the catalog at `catalogPath`.
    public init(catalogPath: String, files: [String], format: Format, output: any OutputSink) {
        self.init(catalogPath: catalogPath, files: files.map { ($0, format) }, output: output)
    }

    /// Creates a run of `files`, each in its own format, into the catalog at `catalogPath`.
    public init(catalogPath: String, files: [(path: String, format: Format)], output: any OutputSink) {
        self.catalogPath = catalogPath
        self.files = files
        self.output = output
    }

    /// The format of each of `files` when every one is a subscription list (OPML, newsboat's
    /// `urls`), as its first bytes tell; nil when any is not, or is standard input, which is
    /// never looked at before it is read.
    public static func recognised(_ files: [String]) -> [(path: String, format: Format)]? {
        var recognised: [(path: String, format: Format)] = []
        for file in files {
            switch SubscriptionFile.kind(ofFileAt: file) {
            case .opml: recognised.append((file, .opml))
            case .newsboat: recognised.append((file, .newsboat))
            case nil: return nil
            }
        }
        return recognised.isEmpty ? nil : recognised
    }

    /// Subscribes to every file's feeds and returns the exit status: 1 when a file could not be
    /// read, or listed no feed at all.
    public func run() async -> Int32 {
        let catalog: LocalCatalog
        do {
            catalog = try await LocalCatalog.open(path: catalogPath, waiting: .standard)
        } catch {
            return fail(ErrorMessage.of(error))
        }
        var failed = false
        for (file, format) in files {
            let list: SubscriptionList
            do {
                list = try Self.read(file, format: format)
            } catch {
                failed = true
                output.writeError("newsdesk: error: \(TerminalText.sanitize(file)): \(TerminalText.sanitize(error.message))\n")
                continue
            }
            let added: Int
            do {
                added = try await catalog.subscribe(all: list.entries)
            } catch {
                return fail(ErrorMessage.of(error))
            }
            let already = list.entries.count - added
            var summary =
                "\(file) (\(format.title)): \(CountText.counted(list.entries.count, "feed")), \(CountText.grouped(added)) subscribed"
            if already > 0 { summary += ", \(CountText.grouped(already)) already subscribed" }
            write(summary)
            for note in list.notes { write("  \(note)") }
            if list.entries.isEmpty {
                failed = true
                output.writeError("newsdesk: error: \(TerminalText.sanitize(file)) lists no feed to subscribe to\n")
            }
        }
        if let count = try? await catalog.subscriptions().count {
            write("You are subscribed to \(CountText.counted(count, "feed")); 'newsdesk fetch' fetches them.")
        }
        output.flush()
        return failed ? 1 : 0
    }

    /// The subscriptions in `file`, read whole (subscription files are small; at most 16 MB).
    private static func read(_ file: String, format: Format) throws(SubscriptionFileError) -> SubscriptionList {
        let bytes = try SubscriptionFile.bytes(at: file)
        switch format {
        case .opml: return try SubscriptionList.readingOPML(bytes)
        case .newsboat: return SubscriptionList.readingNewsboatURLs(String(decoding: bytes, as: UTF8.self))
        }
    }

    private func write(_ text: String) {
        output.writeOutput(TerminalText.sanitize(text) + "\n")
    }

    private func fail(_ message: String) -> Int32 {
        output.writeError("newsdesk: error: \(TerminalText.sanitize(message))\n")
        output.flush()
        return 1
    }

}
