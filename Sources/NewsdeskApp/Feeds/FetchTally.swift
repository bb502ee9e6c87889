/// Counts a fetch of many feeds as results arrive from several lanes at once.
actor FetchTally {
    /// The end of a fetch in figures and words.
    struct Summary: Sendable {
        let feeds: Int
        let added: Int
        let failed: Int
        let skipped: Int

        /// `Fetched 12 feeds: 30 new articles, 1 failed, 2 skipped.`
        var text: String {
            var parts = [CountText.counted(added, "new article")]
            if failed > 0 { parts.append("\(failed) failed") }
            if skipped > 0 { parts.append("\(skipped) skipped") }
            return "Fetched \(CountText.counted(feeds, "feed")): \(parts.joined(separator: ", "))."
        }
    }

    private var total: Int
    private var done = 0
    /// Lines that arrived before a feed listed earlier, held so lines come in subscription order.
    private var waiting: [Int: FetchLine] = [:]
    private var nextToShow = 0
    private var added = 0
    private var failed = 0
    private var skipped = 0

    /// Starts a tally of `total` feeds (0 when the count arrives with the first line).
    init(total: Int = 0) {
        self.total = total
    }

    /// Counts the line of the feed at `index`; returns the lines now due in subscription order,
    /// and the progress line (`Fetching feeds: 12/40, 30 new articles, 1 failed`).
    func record(_ line: FetchLine, at index: Int, of total: Int? = nil) -> (due: [FetchLine], progress: String) {
        if let total { self.total = total }
        let progress = count(line)
        waiting[index] = line
        var due: [FetchLine] = []
        while let next = waiting.removeValue(forKey: nextToShow) {
            due.append(next)
            nextToShow += 1
        }
        return (due, progress)
    }

    private func count(_ line: FetchLine) -> String {
        done += 1
        added += line.stored.added
        switch line.status {
        case .failed: failed += 1
        case .skipped, .gone: skipped += 1
        case .new, .notModified: break
        }
        var progress = "Fetching feeds: \(done)/\(total), \(CountText.counted(added, "new article"))"
        if failed > 0 { progress += ", \(failed) failed" }
        return progress
    }

    /// The figures so far.
    var summary: Summary {
        Summary(feeds: done, added: added, failed: failed, skipped: skipped)
    }
}
