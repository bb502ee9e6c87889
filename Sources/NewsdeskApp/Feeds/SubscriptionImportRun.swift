import FlowKit
import Foundation
import NewsCore

/// `newsdesk import --format opml|newsboat FILE...`: subscribes to every feed a subscription file
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
    private let files: [String]
    private let format: Format
    private let output: any OutputSink

    /// Creates a run of `files` (`-` is standard input) in `format` into the catalog at `catalogPath`.
    public init(catalogPath: String, files: [String], format: Format, output: any OutputSink) {
        self.catalogPath = catalogPath
        self.files = files
        self.format = format
        self.output = output
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
        for file in files {
            let list: SubscriptionList
            do {
                list = try read(file)
            } catch {
                failed = true
                output.writeError("newsdesk: error: \(TerminalText.sanitize(file)): \(TerminalText.sanitize(error.message))\n")
                continue
            }
            var added = 0
            do {
                for entry in list.entries where try await catalog.subscribe(entry).isNew {
                    added += 1
                }
            } catch {
                return fail(ErrorMessage.of(error))
            }
            let already = list.entries.count - added
            var summary = "\(file) (\(format.title)): \(CountText.counted(list.entries.count, "feed")), \(added) subscribed"
            if already > 0 { summary += ", \(already) already subscribed" }
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
    private func read(_ file: String) throws(Failure) -> SubscriptionList {
        let data: Data
        do {
            if file == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                let url = URL(fileURLWithPath: file)
                let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
                guard size <= SubscriptionList.maxFileBytes else { throw Failure("it is larger than 16 MB") }
                data = try Data(contentsOf: url)
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure("it cannot be read (\((error as NSError).localizedDescription))")
        }
        switch format {
        case .opml:
            do {
                return try SubscriptionList.readingOPML(Array(data))
            } catch {
                throw Failure(error.message)
            }
        case .newsboat:
            return SubscriptionList.readingNewsboatURLs(String(decoding: data, as: UTF8.self))
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

    /// Why a subscription file could not be read, in words.
    struct Failure: Error {
        let message: String

        init(_ message: String) {
            self.message = message
        }
    }
}
