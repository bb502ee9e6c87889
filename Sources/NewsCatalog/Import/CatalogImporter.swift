import NewsModels
import NewsStories

/// Reads data set files into the local catalog, streaming, in large transactions.
///
/// A file is read in chunks, and at most two batches are held, one being written while the
/// next is read (three in a bulk load, whose batches are grouped into stories between). Into an
/// empty catalog, or a catalog holding fewer articles than the file brings, the file goes as one
/// ``CatalogBulkLoad``: one transaction, whatever its size, indexes built at its end, repeated URLs
/// removed then. Into a catalog holding more news than the file brings, every batch is one
/// transaction. Either way a killed import leaves the catalog whole (its last commit), and since
/// articles are unique by URL, importing again adds just what is missing.
public struct CatalogImporter: Sendable {
    /// The catalog written to.
    public let catalog: LocalCatalog
    /// Records per transaction, when a file is inserted batch by batch.
    public let batchSize: Int
    /// Records per write call in a bulk load, and in every file's first batch, which sizes the load
    /// (at most ``batchSize``).
    public let appendingBatchSize: Int

    /// The records per appended batch unless asked otherwise.
    ///
    /// Three batches are alive at once (one read, one grouped, one written), and a parsed
    /// UCI record holds about 1 KB: at 25,000 records the batches held 50 MB of a 4.2-million-row
    /// import's 340 MB peak. Appending costs the same per row in batches of 5,000. Inserts keep
    /// batches of 25,000: each batch upserts the sources its rows name, and UCI's publishers come
    /// back batch after batch (importing UCI again, which adds nothing, took 1.53 s instead of 1.29).
    public static let defaultAppendingBatchSize = 5_000

    /// Creates an importer into `catalog`, writing `batchSize` records per transaction, and
    /// `appendingBatchSize` per write call once a bulk load appends.
    public init(catalog: LocalCatalog, batchSize: Int = 25_000, appendingBatchSize: Int = defaultAppendingBatchSize) {
        self.catalog = catalog
        self.batchSize = max(1, batchSize)
        self.appendingBatchSize = max(1, min(appendingBatchSize, batchSize))
    }

    /// Imports one file, reporting progress after every batch, and returns what it did.
    ///
    /// - Parameters:
    ///   - format: the file's format; nil guesses it from the first non-blank line.
    ///   - progress: called after every batch is written.
    /// - Throws: ``ImportError`` as ``load(_:format:progress:)`` does, without what was read before.
    public func importFile(
        _ input: ImportInput,
        format: ImportFormat? = nil,
        progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }
    ) async throws(ImportError) -> ImportFileSummary {
        do {
            return try await load(input, format: format, progress: progress)
        } catch {
            throw error.error
        }
    }

    /// Imports one file, reporting progress after every batch, and returns what it did.
    ///
    /// A gzip file's rows are committed only once its trailer (CRC and length) proves them what was
    /// written: the whole file is one transaction, and a damaged or cut-short one adds nothing. A
    /// plain file has no such proof; its batches are committed as they are written.
    ///
    /// - Parameters:
    ///   - format: the file's format; nil guesses it from the first non-blank line.
    ///   - progress: called after every batch is written.
    /// - Throws: ``ImportFailure`` when the file is empty, cannot be read to its end, or the catalog
    ///   refuses a write, with what was read and added before; a plain file's batches written before stay.
    public func load(
        _ input: ImportInput,
        format: ImportFormat? = nil,
        progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }
    ) async throws(ImportFailure) -> ImportFileSummary {
        let clock = ContinuousClock()
        let started = clock.now
        let opened: (file: FileByteSource, gzip: GzipByteSource?, feed: ImportRecordFeed, format: ImportFormat)
        do {
            opened = try Self.open(input, format: format)
        } catch {
            throw ImportFailure(error: error, summary: nil)
        }
        // The report reads only the file's progress, never the file, so the feed that reads it can be handed on whole.
        let read = opened.file.progress
        var summary = ImportFileSummary(file: input.name, format: opened.format)
        let report = { (summary: ImportFileSummary, indexing: Bool) in
            progress(
                ImportProgress(
                    file: input.name, read: summary.read, added: summary.added,
                    fraction: read.fraction, elapsed: Self.seconds(clock.now - started), indexing: indexing
                ))
        }
        do {
            if opened.format == .jsonl {
                // newsdesk's own export: its ids, stories and pages are written as it keeps them (``ArticleRestore``).
                summary.cutShortLine = try await ArticleRestore(catalog: catalog, batchSize: batchSize).write(
                    opened.feed, into: &summary, wholeOrNothing: opened.gzip != nil, report: report)
            } else {
                try await write(
                    opened.feed, size: read.size, gzip: opened.gzip, into: &summary, wholeOrNothing: opened.gzip != nil,
                    report: report)
                summary.cutShortLine = opened.feed.cutShortLine
            }
        } catch {
            summary.elapsed = Self.seconds(clock.now - started)
            throw ImportFailure(error: error, summary: summary)
        }
        summary.elapsed = Self.seconds(clock.now - started)
        return summary
    }

    /// Opens a file, decompressing gzip data, and finds its format.
    private static func open(
        _ input: ImportInput, format: ImportFormat?
    ) throws(ImportError) -> (file: FileByteSource, gzip: GzipByteSource?, feed: ImportRecordFeed, format: ImportFormat) {
        let file = try FileByteSource(input)
        let isGzip = try file.peek(2) == [0x1f, 0x8b]
        if case .file(let path) = input, path.lowercased().hasSuffix(".gz"), !isGzip {
            throw .notGzip(file: input.name)
        }
        let gzip = isGzip ? try GzipByteSource(file, name: input.name) : nil
        let lines = ImportLineReader(gzip ?? file)
        var firstLine: ImportLine?
        while let line = try lines.next() {
            if line.tooLong || !ImportRecordFeed.isBlank(line.bytes) {
                firstLine = line
                break
            }
        }
        guard let firstLine else {
            throw .empty(file: input.name)
        }
        let resolved: ImportFormat
        if let format {
            resolved = format
        } else if let guessed = ImportFormat.guess(firstLine: firstLine.bytes) {
            resolved = guessed
        } else {
            throw .unknownFormat(file: input.name)
        }
        let feed = ImportRecordFeed(lines: lines, format: resolved, firstLine: firstLine, name: input.name)
        return (file, gzip, feed, resolved)
    }

    /// About how many rows a file holds whose first `rows` took `share` of it (0 to 1).
    static func rows(_ rows: Int, readingShare share: Double) -> Int {
        guard share > 0 else { return rows }
        return Int(min(Double(Int.max / 2), (Double(rows) / share).rounded()))
    }

    /// Reads `feed` to its end and writes its records, counting into `summary`.
    ///
    /// - Parameter size: the file's size in bytes, when known: the share of it the first batch took
    ///   tells about how many rows it holds.
    /// - Parameter gzip: the decompressor the lines come from, when the file is gzip: the share is
    ///   then of the compressed bytes, and the guess rougher.
    /// - Parameter wholeOrNothing: whether the file's rows are committed in one transaction at its
    ///   end, or not at all (`summary` then counts nothing added).
    private func write(
        _ feed: ImportRecordFeed,
        size: Int?,
        gzip: GzipByteSource?,
        into summary: inout ImportFileSummary,
        wholeOrNothing: Bool,
        report: @escaping (ImportFileSummary, Bool) -> Void
    ) async throws(ImportError) {
        // The first batch sizes the load: one of the appending size, so that a bulk load's grouping
        // and writing start once it is read (while UCI's first 25,000 rows were read, 0.1 s, the
        // second core had nothing to do).
        var batch = try readBatch(from: feed, into: &summary, upTo: appendingBatchSize)
        var bulk: CatalogBulkLoad?
        if !batch.records.isEmpty {
            // The first batch's bytes tell about how many rows a plain file holds; a gzip file's size
            // is compressed, so it stays unknown: such a file goes into news batch by batch.
            let consumed = feed.bytesConsumed
            let rows = batch.records.count
            let expectedRows = gzip == nil ? size.map { Int(Double($0) * Double(rows) / Double(max(consumed, 1))) } : nil
            // Yet a gzip file of millions of rows held 48 MB of words for the end (a peak of 196 MB
            // at 4.2 million rows, against 143 MB for the same rows in a plain file): the share of
            // its compressed bytes the first batch took is guess enough for that.
            let roughRows = gzip.flatMap { gzip in
                size.map { Self.rows(rows, readingShare: Double(gzip.compressedBytes(ofFirst: consumed)) / Double(max($0, 1))) }
            }
            bulk = try await Self.outcome {
                try await catalog.beginBulkLoad(holdingTransaction: wholeOrNothing, expectedRows: expectedRows, roughRows: roughRows)
            }.get()
        }
        // Whether rows are appended to a bulk load without indexes, or inserted.
        let appending = bulk?.isBulk ?? false
        do throws(ImportError) {
            if !appending, batch.records.count == appendingBatchSize, batchSize > appendingBatchSize {
                // Inserted batch by batch, the first batch takes the full size, as the rest do.
                batch = batch.followed(by: try readBatch(from: feed, into: &summary, upTo: batchSize - appendingBatchSize))
            }
            if let load = bulk, appending {
                let readFailure = try await append(batch, from: feed, to: load, into: &summary, report: report)
                // On a read failure, what was read before it stays, as a batch-by-batch import keeps
                // its batches (a gzip file's load is abandoned below instead).
                if readFailure == nil || !wholeOrNothing {
                    report(summary, true)
                    _ = try await Self.outcome { try await load.finish() }.get()
                    let repeats = await load.repeatsRemoved
                    summary.added -= repeats
                    summary.alreadyPresent += repeats
                    summary.indexStatistics = await load.indexStatistics
                }
                if let readFailure { throw readFailure }
                return
            }
            while !batch.records.isEmpty {
                // Write this batch while the next one is read and parsed.
                let current = batch
                async let written = Self.outcome {
                    if let load = bulk {
                        try await load.insert(current.records, sources: current.sources)
                    } else {
                        try await catalog.insert(current.records, sources: current.sources)
                    }
                }
                let next = Result { () throws(ImportError) in try readBatch(from: feed, into: &summary) }
                let added = try await written.get()
                summary.added += added
                summary.alreadyPresent += current.records.count - added
                report(summary, false)
                batch = try next.get()
            }
            if let bulk {
                try await Self.outcome { try await bulk.commit() }.get()
            }
        } catch {
            if wholeOrNothing, let bulk {
                await bulk.abandon()
                summary.added = 0
                summary.alreadyPresent = 0
            }
            throw error
        }
    }

    /// A batch of a bulk load on its way: its grouping, then its append.
    private struct AppendingBatch {
        /// The batch's stories, once the stream has grouped it (nil once the stream gave up).
        let grouped: Task<[Int64]?, Never>
        /// How many rows the append took; nil when it never ran, an earlier batch's having failed.
        let appended: Task<Result<Int, ImportError>?, Never>
    }

    /// Appends `first` and the file's batches after it to a bulk load, each read with its words,
    /// grouped and appended in the file's order.
    ///
    /// The three stages each go on to their next batch as soon as it is ready: reading on this task,
    /// grouping and appending each on a chain of tasks, every task taking its batch after the one
    /// before it. When every batch waited for the slowest of the three, the two cores were 14% idle
    /// while rows were appended (docs/PERFORMANCE.md, "The import, stop 41"). Three batches are
    /// alive at most, as then: one appended, one grouped and one read; two for a load paced by its
    /// full-text build.
    ///
    /// - Returns: the failure that ended the file's reading, once every batch read before it is
    ///   appended; nil when the file was read to its end.
    /// - Throws: the first append's failure, once the appends already begun have ended (the load
    ///   abandons itself on it, and no later batch is appended).
    private func append(
        _ first: ImportBatch, from feed: ImportRecordFeed, to load: CatalogBulkLoad,
        into summary: inout ImportFileSummary, report: (ImportFileSummary, Bool) -> Void
    ) async throws(ImportError) -> ImportError? {
        let stream = load.storyStream
        var onTheirWay: [AppendingBatch] = []
        var appendFailure: ImportError?
        // Counts the oldest batch on its way once it is appended.
        func settleOldest() async {
            let oldest = onTheirWay.removeFirst()
            switch await oldest.appended.value {
            case .success(let added):
                summary.added += added
                report(summary, false)
            case .failure(let error):
                if appendFailure == nil { appendFailure = error }
            case nil:
                break
            }
        }
        var next: ImportBatch? = first
        var readFailure: ImportError?
        while appendFailure == nil {
            let batch: ImportBatch
            if let taken = next.take() {
                batch = taken
            } else {
                do {
                    batch = try readBatch(from: feed, into: &summary, upTo: appendingBatchSize)
                } catch {
                    readFailure = error
                    break
                }
            }
            guard !batch.records.isEmpty else { break }
            // Held by the grouping alone, so they go back to the stream for the next batch once it is grouped.
            let words = stream?.words(of: batch.records)
            let read = batch
            let before = onTheirWay.last
            let grouped = Task { () -> [Int64]? in
                _ = await before?.grouped.value
                return stream?.stories(of: read.records, read: words)
            }
            let appended = Task { () -> Result<Int, ImportError>? in
                if let before {
                    guard case .success = await before.appended.value else { return nil }
                }
                let stories = await grouped.value
                return await Self.outcome {
                    try await load.append(read.records, urlKeys: read.urlKeys, stories: stories, sources: read.sources)
                }
            }
            onTheirWay.append(AppendingBatch(grouped: grouped, appended: appended))
            // The next batch is read while this one is grouped and the one before appended. A load
            // whose words are indexed as they come goes at the full-text build's pace: a batch read
            // that far ahead would only be held (a parsed batch is about 5 MB, and such a load's
            // peak was within 1 MB of its bound), so the next is read once the one before is appended.
            let ahead = stream?.isReadingAhead == false ? 1 : 2
            while onTheirWay.count > ahead { await settleOldest() }
        }
        while !onTheirWay.isEmpty { await settleOldest() }
        if let appendFailure { throw appendFailure }
        return readFailure
    }

    /// Reads up to `limit` records (``batchSize`` unless given), counting rejections into `summary`.
    private func readBatch(
        from feed: ImportRecordFeed, into summary: inout ImportFileSummary, upTo limit: Int? = nil
    ) throws(ImportError) -> ImportBatch {
        let limit = limit ?? batchSize
        var records: [CatalogRecord] = []
        var urlKeys: [Int64] = []
        records.reserveCapacity(limit)
        urlKeys.reserveCapacity(limit)
        var sources: [String: Source] = [:]
        while records.count < limit, let item = try feed.next() {
            switch item {
            case .record(let imported):
                records.append(imported.record)
                urlKeys.append(URLKey.of(imported.record.article.url))
                summary.read += 1
                if let source = imported.source, sources[source.id] == nil { sources[source.id] = source }
            case .rejected(let rejection):
                summary.reject(rejection)
            }
        }
        return ImportBatch(records: records, urlKeys: urlKeys, sources: Array(sources.values))
    }

    /// Runs a catalog write; its failure becomes an ``ImportError``.
    private static func outcome<T: Sendable>(_ body: () async throws -> T) async -> Result<T, ImportError> {
        do {
            return .success(try await body())
        } catch {
            return .failure(.catalog((error as? CatalogError)?.description ?? "the local catalog failed: \(error)"))
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
