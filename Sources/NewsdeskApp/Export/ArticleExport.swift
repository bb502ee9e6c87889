import FlowKit
import Foundation
import NewsCatalog

/// `newsdesk export --format jsonl [--output FILE]`: every article of the catalog as one JSON line
/// (``ArticleRecord`` with its ``ArticleBackup``), read a row at a time, to standard output or to
/// FILE, which is replaced only once the export is whole.
///
/// JSON escapes every control character itself (``JSONLines``), so the text reads back exactly;
/// nothing is cleaned for a terminal.
@MainActor
public struct ArticleExport {
    private let catalogPath: String
    private let outputPath: String?
    private let output: any OutputSink

    /// Creates an export of the catalog at `catalogPath` to `outputPath` (nil: standard output);
    /// `output` takes the closing line and errors.
    public init(catalogPath: String, outputPath: String?, output: any OutputSink) {
        self.catalogPath = catalogPath
        self.outputPath = outputPath
        self.output = output
    }

    /// Writes every article and returns the exit status: 0 when every line was written, else 1.
    public func run() async -> Int32 {
        var destination: ExportDestination?
        do {
            let catalog = try await LocalCatalog.open(path: catalogPath, waiting: .standard)
            let target = try outputPath.map(ExportDestination.file) ?? ExportDestination.standardOutput()
            destination = target
            let count = try await Self.write(catalog, to: target)
            try target.finish()
            if let outputPath {
                output.writeOutput(TerminalText.sanitize("\(outputPath): \(CountText.counted(count, "article")) exported") + "\n")
            }
            output.flush()
            return 0
        } catch {
            destination?.abandon()
            output.writeError("newsdesk: error: \(TerminalText.sanitize(ErrorMessage.of(error)))\n")
            output.flush()
            return 1
        }
    }

    /// Writes every article of `catalog` to `destination` as a line; returns how many.
    static func write(_ catalog: LocalCatalog, to destination: ExportDestination) async throws -> Int {
        try await catalog.exportArticles { backup in
            try destination.append(line: try JSONLines.line(ArticleRecord(article: backup.article, listing: nil, backup: backup)))
        }
    }
}
