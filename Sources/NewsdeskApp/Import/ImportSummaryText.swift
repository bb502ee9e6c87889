import NewsCatalog

/// The summary an import prints for each file, and for all of them.
enum ImportSummaryText {
    /// `FILE (FORMAT): 10 read, 8 added, 1 already present, 1 rejected in 0.1 s`, then each rejection.
    static func lines(_ summary: ImportFileSummary) -> [String] {
        var head =
            "\(summary.file) (\(summary.format.displayName)): "
            + counts(
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
        if let cut = summary.cutShortLine {
            let whole = cut - 1
            lines.append(
                "  the file ends in the middle of line \(CountText.grouped(cut)) (cut short?): "
                    + "the \(CountText.counted(whole, "whole line")) before it \(whole == 1 ? "was" : "were") read")
        }
        return lines
    }

    /// The line for a file that failed: what it read before the failure and what it added.
    ///
    /// `FILE (FORMAT): 1,234 read before the cut, none added` for a gzip file cut short (or damaged),
    /// whose rows are kept only when the whole file is proven; `FILE: nothing added` for one that
    /// failed before its format was known.
    static func failed(file: String, _ failure: ImportFailure) -> [String] {
        guard let summary = failure.summary else {
            if case .empty = failure.error {
                return ["\(file): empty, nothing added"]
            }
            return ["\(file): nothing added"]
        }
        let head = "\(summary.file) (\(summary.format.displayName)): "
        let read = CountText.grouped(summary.read)
        switch failure.error {
        case .truncatedGzip:
            return [head + "\(read) read before the cut, none added"]
        case .damagedGzip:
            return [head + "\(read) read before the damage was found, none added"]
        default:
            return [
                head
                    + counts(
                        read: summary.read, added: summary.added, alreadyPresent: summary.alreadyPresent, rejected: summary.rejected
                    ) + " before it failed"
            ]
        }
    }

    /// The error for a file whose every record was rejected.
    static func allRejected(_ summary: ImportFileSummary) -> String {
        "every record of '\(summary.file)' was rejected (\(CountText.grouped(summary.rejected))): "
            + "is it \(summary.format.displayName) data?"
    }

    /// `The catalog holds 3,744 articles from 12 sources.`, in words true of a catalog holding
    /// nothing or only the fictional sample, which a shell would show.
    static func catalog(articles: Int, sources: Int, holdsSample: Bool) -> String {
        if articles == 0 {
            return "The catalog holds no news yet: until an import adds some, newsdesk shows its fictional sample."
        }
        if holdsSample {
            return "The catalog holds only newsdesk's fictional sample (\(CountText.counted(articles, "article"))): "
                + "no news was imported."
        }
        return "The catalog holds \(CountText.counted(articles, "article")) from \(CountText.counted(sources, "source"))."
    }

    /// The counts in the order the summary gives them.
    static func counts(read: Int, added: Int, alreadyPresent: Int, rejected: Int) -> String {
        "\(CountText.grouped(read)) read, \(CountText.grouped(added)) added, "
            + "\(CountText.grouped(alreadyPresent)) already present, \(CountText.grouped(rejected)) rejected"
    }

    /// `Total: ...` over several files.
    static func total(_ summaries: [ImportFileSummary]) -> String {
        "Total: "
            + counts(
                read: summaries.reduce(0) { $0 + $1.read },
                added: summaries.reduce(0) { $0 + $1.added },
                alreadyPresent: summaries.reduce(0) { $0 + $1.alreadyPresent },
                rejected: summaries.reduce(0) { $0 + $1.rejected }
            )
    }
}
