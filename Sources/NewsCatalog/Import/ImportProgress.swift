/// How far an import of one file has got, reported after every batch.
public struct ImportProgress: Sendable, Equatable {
    /// The file's name as given.
    public var file: String
    /// Records read so far (added, already present or rejected).
    public var read: Int
    /// Records added so far.
    public var added: Int
    /// The share of the file's bytes read, 0 through 1, when its size is known.
    public var fraction: Double?
    /// Seconds since the file's import started.
    public var elapsed: Double
    /// Whether the file is read and the catalog is building its indexes over what was added.
    public var indexing: Bool

    /// Creates a progress report.
    public init(file: String, read: Int, added: Int, fraction: Double?, elapsed: Double, indexing: Bool = false) {
        self.file = file
        self.read = read
        self.added = added
        self.fraction = fraction
        self.elapsed = elapsed
        self.indexing = indexing
    }

    /// Records read per second so far.
    public var rate: Double {
        elapsed > 0 ? Double(read) / elapsed : 0
    }

    /// Seconds left at the pace so far, when the file's size is known.
    public var secondsLeft: Double? {
        guard let fraction, fraction > 0.001, elapsed > 0 else { return nil }
        return max(0, elapsed / fraction - elapsed)
    }
}
