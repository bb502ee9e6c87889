import NewsCatalog

/// The progress line of an import: a bar when the file's size is known, rows, rate and time left.
enum ImportProgressText {
    /// The cells of the bar.
    static let barWidth = 24

    /// `NAME [#####-------] 45%  190,000 rows  68,213 rows/s  3.1 s left`.
    /// `NAME  indexing 422,441 articles…` once the file is read and the indexes are built.
    static func line(_ progress: ImportProgress) -> String {
        if progress.indexing {
            return "\(progress.file)  indexing \(CountText.grouped(progress.added)) articles…"
        }
        var parts = [progress.file]
        if let fraction = progress.fraction {
            let filled = Int((fraction * Double(barWidth)).rounded(.down))
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
            parts.append("[\(bar)] \(Int((fraction * 100).rounded(.down)))%")
        }
        parts.append("\(CountText.grouped(progress.read)) rows")
        parts.append("\(CountText.grouped(Int(progress.rate.rounded()))) rows/s")
        if let left = progress.secondsLeft {
            parts.append("\(CountText.duration(left)) left")
        }
        return parts.joined(separator: "  ")
    }
}
