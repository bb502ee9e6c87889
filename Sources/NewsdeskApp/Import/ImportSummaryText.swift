import NewsCore

/// The summary an import prints for each file, and for all of them.
enum ImportSummaryText {
    /// `FILE (FORMAT): 10 read, 8 added, 1 already present, 1 rejected in 0.1 s`, then each rejection.
    static func lines(_ summary: ImportFileSummary) -> [String] {
        var head = "\(summary.file) (\(summary.format.displayName)): " + counts(
            read: summary.read, added: summary.added,
            alreadyPresent: summary.alreadyPresent, rejected: summary.rejected
        )
        head += " in \(CountText.duration(summary.elapsed))"
        if summary.elapsed > 0.5 {
            head += " (\(CountText.grouped(Int((Double(summary.read) / summary.elapsed).rounded()))) rows/s)"
        }
        var lines = [head]
        for rejection in summary.rejections {
            let place = rejection.line.map { "line \($0)" } ?? "response"
            lines.append("  \(place): \(rejection.reason)")
        }
        let unlisted = summary.rejected - summary.rejections.count
        if unlisted > 0 {
            lines.append("  … and \(CountText.grouped(unlisted)) more rejected")
        }
        return lines
    }

    /// The counts in the order the summary gives them.
    static func counts(read: Int, added: Int, alreadyPresent: Int, rejected: Int) -> String {
        "\(CountText.grouped(read)) read, \(CountText.grouped(added)) added, "
            + "\(CountText.grouped(alreadyPresent)) already present, \(CountText.grouped(rejected)) rejected"
    }

    /// `Total: ...` over several files.
    static func total(_ summaries: [ImportFileSummary]) -> String {
        "Total: " + counts(
            read: summaries.reduce(0) { $0 + $1.read },
            added: summaries.reduce(0) { $0 + $1.added },
            alreadyPresent: summaries.reduce(0) { $0 + $1.alreadyPresent },
            rejected: summaries.reduce(0) { $0 + $1.rejected }
        )
    }
}
