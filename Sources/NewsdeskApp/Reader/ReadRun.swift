import FlowKit
import Foundation
import NewsWeb

/// `newsdesk read`: a page reduced to its article, on standard output. The title, then author,
/// site and date, the body laid out to `width` with links as `[n]` listed at the end; or, with
/// `--json`, one line (``ReadRecord``). Exit status 0 when an article's text was found, 1 otherwise.
@MainActor
public struct ReadRun {
    /// Where the page comes from.
    public enum Source: Sendable, Equatable {
        /// A saved page (`-` is standard input); `url` resolves its relative links.
        case file(path: String, url: String?)
        /// A web address, fetched.
        case web(String)
    }

    private let source: Source
    private let fetcher: PageFetcher
    private let json: Bool
    private let width: Int
    private let output: any OutputSink

    /// A run reading `source`, fetching through `fetcher`, writing to `output` laid out to `width`.
    public init(source: Source, fetcher: PageFetcher, json: Bool, width: Int, output: any OutputSink) {
        self.source = source
        self.fetcher = fetcher
        self.json = json
        self.width = width
        self.output = output
    }

    /// Reads the page, writes its article, and returns the exit status.
    public func run() async -> Int32 {
        do {
            let (bytes, url, contentType) = try await page()
            let read = try PageReader.read(bytes, url: url.flatMap(URL.init(string:)), contentType: contentType)
            if json {
                output.writeRecord(try JSONLines.line(ReadRecord(page: read, url: url)) + "\n")
            } else {
                output.writeOutput(Self.lines(of: read, url: url, width: width).map(TerminalText.sanitize).joined(separator: "\n") + "\n")
            }
            output.flush()
            return 0
        } catch {
            output.writeError("newsdesk: error: \(TerminalText.sanitize(Self.message(for: error)))\n")
            output.flush()
            return 1
        }
    }

    /// The page's bytes, the address it is known by, and the type it was served as.
    private func page() async throws -> (Data, String?, String?) {
        switch source {
        case .file(let path, let url):
            do {
                return (Data(try SubscriptionFile.bytes(at: path, limit: PageReader.maxBytes)), url, nil)
            } catch .tooLarge {
                throw PageReadError.tooLarge(bytes: PageReader.maxBytes + 1, limit: PageReader.maxBytes)
            } catch {
                throw CommandFailure("cannot read \(path == "-" ? "standard input" : "'\(path)'"): \(error.message)")
            }
        case .web(let address):
            let fetched = try await fetcher.fetch(address)
            return (fetched.bytes, fetched.url.absoluteString, fetched.contentType)
        }
    }

    /// The article as the terminal lays it out: as the prompt's `read` shows it.
    static func lines(of page: ReadPage, url: String?, width: Int) -> [String] {
        ReadPageDocument.view(of: page, url: url).render(width: width)
    }

    private static func message(for error: any Error) -> String {
        switch error {
        case let failure as CommandFailure: failure.message
        default: ErrorMessage.of(error)
        }
    }
}
