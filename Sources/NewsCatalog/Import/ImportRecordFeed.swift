/// Turns an import file's lines into records in one format, one record at a time.
///
/// Line formats (UCI, HuffPost, newsdesk's own export, NewsAPI one response per line) are parsed as
/// they are read.
/// A NewsAPI response spread over many lines (pretty-printed) is read whole, up to
/// ``largestResponse``, then handed out article by article.
final class ImportRecordFeed {
    /// The largest whole-file NewsAPI response read.
    static let largestResponse = 64 << 20

    private let lines: ImportLineReader
    private let format: ImportFormat
    private let name: String
    private var firstLine: ImportLine?
    private var uci = UCIRowParser()
    private let huffPost = HuffPostRecordParser()
    private let newsAPI = NewsAPIResponseParser()
    private let articleLines = ArticleLineParser()
    /// Items made ahead: the articles of a response beyond the first.
    private var queued: [ImportFeedItem] = []
    private var queuedIndex = 0
    /// Whether a non-blank line has been read.
    private var sawContent = false
    /// The last line, when the file ended in it before its line ending and it was rejected: the
    /// mark of a file cut short.
    private(set) var cutShortLine: Int?

    /// The bytes of the lines read so far (decompressed, for a gzip file).
    var bytesConsumed: Int { lines.consumed }

    /// Reads `format` from `lines`; `firstLine`, already read to guess the format, comes first.
    init(lines: ImportLineReader, format: ImportFormat, firstLine: ImportLine?, name: String) {
        self.lines = lines
        self.format = format
        self.firstLine = firstLine
        self.name = name
    }

    /// The next record or rejection; nil at the end of the file.
    func next() throws(ImportError) -> ImportFeedItem? {
        while true {
            if queuedIndex < queued.count {
                defer { queuedIndex += 1 }
                return queued[queuedIndex]
            }
            guard let line = try nextLine() else { return nil }
            if line.tooLong {
                return .rejected(ImportRejection(line: line.number, reason: "longer than \(ImportLineReader.maximumLineLength >> 20) MB"))
            }
            if Self.isBlank(line.bytes) { continue }
            switch format {
            case .uci:
                return item(uci.parse(line.bytes), line: line)
            case .huffpost:
                return item(huffPost.parse(line.bytes), line: line)
            case .jsonl:
                return item(articleLines.parse(line.bytes), line: line)
            case .newsapi:
                defer { sawContent = true }
                // Only the first line may open a response spread over many lines.
                if !sawContent, !isCompleteObject(line.bytes) {
                    try readWholeResponse(startingWith: line)
                } else {
                    let parsed = newsAPI.parse(line.bytes)
                    if case .failure = parsed, looksCutShort(line) { cutShortLine = line.number }
                    queue(parsed, line: line.number)
                }
            }
        }
    }

    private func nextLine() throws(ImportError) -> ImportLine? {
        if let first = firstLine {
            firstLine = nil
            return first
        }
        return try lines.next()
    }

    private func item(_ result: Result<ImportedRecord, ImportRejectionReason>, line: ImportLine) -> ImportFeedItem {
        switch result {
        case .success(let record):
            return .record(record)
        case .failure(let reason):
            if looksCutShort(line) { cutShortLine = line.number }
            return .rejected(ImportRejection(line: line.number, reason: reason.text))
        }
    }

    /// Queues a response's articles, or its rejection as a whole.
    private func queue(_ result: Result<[Result<ImportedRecord, ImportRejectionReason>], ImportRejectionReason>, line: Int?) {
        queuedIndex = 0
        switch result {
        case .success(let articles):
            queued = articles.map { article in
                switch article {
                case .success(let record): .record(record)
                case .failure(let reason): .rejected(ImportRejection(line: line, reason: reason.text))
                }
            }
        case .failure(let reason):
            queued = [.rejected(ImportRejection(line: line, reason: reason.text))]
        }
    }

    /// Reads every remaining line as one pretty-printed response and queues its articles.
    private func readWholeResponse(startingWith first: ImportLine) throws(ImportError) {
        var text = Array(first.bytes)
        while let line = try lines.next() {
            guard !line.tooLong, text.count + line.bytes.count < Self.largestResponse else {
                throw .responseTooLarge(file: name, limit: Self.largestResponse)
            }
            text.append(UInt8(ascii: "\n"))
            text.append(contentsOf: line.bytes)
        }
        queue(newsAPI.parse(text), line: nil)
    }

    /// Whether a rejected line looks like the start of a record the file ended in: it has no line
    /// ending, and begins a record (a UCI row's first fields, a JSON object never closed). A last
    /// line that is simply not a record (a note, a stray word) is an ordinary rejection.
    private func looksCutShort(_ line: ImportLine) -> Bool {
        guard line.unterminated else { return false }
        switch format {
        case .uci:
            return line.bytes.contains(UInt8(ascii: "\t"))
        case .huffpost, .newsapi, .jsonl:
            return line.bytes.drop(while: Self.isSpace).first == UInt8(ascii: "{") && !isCompleteObject(line.bytes)
        }
    }

    /// Whether a line holds a whole JSON object (opens with `{` and closes with `}`).
    private func isCompleteObject(_ bytes: ArraySlice<UInt8>) -> Bool {
        let trimmed = bytes.drop(while: Self.isSpace).reversed().drop(while: Self.isSpace)
        return bytes.drop(while: Self.isSpace).first == UInt8(ascii: "{") && trimmed.first == UInt8(ascii: "}")
    }

    /// Whether a line holds only spaces, tabs and carriage returns.
    static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy(isSpace)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
