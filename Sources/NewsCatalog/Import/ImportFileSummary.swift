/// What importing one file did.
public struct ImportFileSummary: Sendable, Equatable {
    /// The most rejections a summary keeps; the count goes on past it.
    public static let rejectionsKept = 100

    /// The file's name as given (`-` for standard input).
    public var file: String
    /// The format it was read as.
    public var format: ImportFormat
    /// Records read: every non-blank line, or every article of a NewsAPI response.
    public var read = 0
    /// Records new to the catalog.
    public var added = 0
    /// Records whose URL the catalog (or an earlier line) already had.
    public var alreadyPresent = 0
    /// Records skipped as invalid.
    public var rejected = 0
    /// The first rejections, in file order, at most ``rejectionsKept``.
    public var rejections: [ImportRejection] = []
    /// The line the file ended in the middle of, when that last line (with no line ending) was
    /// rejected: a plain file cut short, whose whole lines before it were read.
    public var cutShortLine: Int?
    /// Seconds the import took.
    public var elapsed: Double = 0
    /// The article indexes' statistics, when the file went into an empty catalog as one bulk load
    /// that kept them (``CatalogBulkLoad/indexStatistics``); nil when `ANALYZE` must gather them.
    public var indexStatistics: ArticleIndexStatistics?

    /// Creates an empty summary for a file.
    public init(file: String, format: ImportFormat) {
        self.file = file
        self.format = format
    }

    /// Counts a skipped record.
    mutating func reject(_ rejection: ImportRejection) {
        rejected += 1
        read += 1
        if rejections.count < Self.rejectionsKept {
            rejections.append(rejection)
        }
    }
}
