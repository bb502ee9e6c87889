import Foundation

/// Reads a feed from its bytes as they arrive: RSS, RDF and Atom stream through libxml2's SAX2
/// parser, JSON Feed is gathered and decoded at the end.
///
/// Every bound holds whatever the bytes are: the body's size, the nesting depth, and no entity of
/// the document's own. The encoding comes from the byte-order mark, then `charset`, then the XML
/// declaration (``FeedEncoding``), else UTF-8 when the first bytes are UTF-8 and windows-1252 when
/// they are not; the bytes are mended first (``FeedBytesRepair``). A document that ends before its
/// root element closes is an error, never a feed with its last item half read.
public final class FeedReader {
    private enum Stage {
        /// The first bytes, kept until there are enough to tell JSON from XML and the encoding.
        case sniffing([UInt8])
        /// XML streaming through libxml2.
        case xml(LibXML2.XMLStream, FeedXMLBuilder, FeedBytesRepair)
        /// JSON, or UTF-16 and UTF-32 XML, gathered whole.
        case gathering([UInt8], FeedEncoding?)
    }

    private static let sniffLength = 1024
    /// How many of the last bytes are kept to look for the root's end tag in.
    private static let tailLength = 4096
    private let address: URL?
    private let charset: String?
    private let limits: FeedLimits
    private var stage = Stage.sniffing([])
    private var received = 0
    /// The last bytes given to libxml2: where a complete document's end tag is.
    private var tail: [UInt8] = []

    /// Starts reading a feed fetched from `address`, served with `contentType` (for its charset).
    public init(address: URL?, contentType: String? = nil, limits: FeedLimits = FeedLimits()) {
        self.address = address
        self.charset = contentType.flatMap(FeedEncoding.charset(ofContentType:))
        self.limits = limits
    }

    /// Reads the whole feed in `bytes` at once.
    public static func read(
        _ bytes: some Collection<UInt8>, address: URL?, contentType: String? = nil, limits: FeedLimits = FeedLimits()
    ) throws(FeedError) -> FeedDocument {
        let reader = FeedReader(address: address, contentType: contentType, limits: limits)
        try reader.consume(Array(bytes))
        return try reader.finish()
    }

    /// Reads the next bytes of the body.
    public func consume(_ chunk: UnsafeRawBufferPointer) throws(FeedError) {
        received += chunk.count
        guard received <= limits.maxBodyBytes else { throw .tooLarge(limit: limits.maxBodyBytes) }
        switch stage {
        case .sniffing(var head):
            head.append(contentsOf: chunk)
            if head.count >= Self.sniffLength {
                try begin(with: head)
            } else {
                stage = .sniffing(head)
            }
        case .xml(let stream, let builder, var repair):
            let mended = repair.repair(chunk)
            stage = .xml(stream, builder, repair)
            try feed(mended, to: stream)
        case .gathering(var bytes, let encoding):
            bytes.append(contentsOf: chunk)
            stage = .gathering(bytes, encoding)
        }
    }

    /// Ends the body and returns the feed.
    public func finish() throws(FeedError) -> FeedDocument {
        if case .sniffing(let head) = stage {
            guard head.contains(where: { !FeedText.isSpace($0) }) else { throw .empty }
            try begin(with: head)
        }
        switch stage {
        case .sniffing:
            throw .empty
        case .xml(let stream, let builder, var repair):
            let mended = repair.repair(UnsafeRawBufferPointer(start: nil, count: 0), isLast: true)
            try feed(mended, to: stream)
            let complaint: LibXML2.Complaint?
            do {
                complaint = try stream.finish()
            } catch {
                throw .markup(error)
            }
            if let unclosed = builder.unclosed, !Self.holdsEndTag(named: unclosed.root, in: tail) {
                throw .cutShort(line: stream.line, element: unclosed.innermost)
            }
            guard let document = builder.finish() else {
                throw .notAFeed(complaint: complaint.map { "line \($0.line): \($0.reason)" })
            }
            return document
        case .gathering(let bytes, let encoding?):
            return try readWide(bytes, encoding: encoding)
        case .gathering(let bytes, nil):
            return try JSONFeedReader.read(Data(bytes), address: address)
        }
    }

    // MARK: - Stages

    private func begin(with head: [UInt8]) throws(FeedError) {
        var encoding = head.withUnsafeBytes { FeedEncoding.detect(head: $0, charset: charset) }
        let body = head.dropFirst(encoding.markLength)
        if encoding.isASCIICompatible, body.first(where: { !FeedText.isSpace($0) }) == UInt8(ascii: "{") {
            stage = .gathering(Array(body), nil)
            return
        }
        if encoding.isWide {
            stage = .gathering(Array(body), encoding)
            return
        }
        // A feed that names no encoding and whose first bytes are not UTF-8 is, in practice,
        // Latin-1 or windows-1252 (UOL's, many an old CMS's). The head decides for the whole
        // stream; should a later byte not be UTF-8 after all, the repair reads that byte alone as
        // windows-1252, so no text is dropped either way.
        if encoding.isGuess, !FeedBytesRepair.isUTF8(body) {
            encoding = FeedEncoding(name: "windows-1252", markLength: encoding.markLength)
        }
        // windows-1252 (Latin-1 too) is made UTF-8 by the repair, as browsers read it: libxml2's
        // converter (iconv's) has no character for the five bytes windows-1252 leaves undefined.
        let transcodes = encoding.name == "windows-1252"
        let builder = FeedXMLBuilder(address: address)
        let stream: LibXML2.XMLStream
        do {
            stream = try LibXML2.XMLStream(handler: builder, encoding: transcodes ? "utf-8" : encoding.name, maxDepth: limits.maxDepth)
        } catch .unknownEncoding where FeedBytesRepair.isUTF8(body) {
            // A name libxml2 has no decoder for over bytes that are UTF-8: read them as UTF-8,
            // which shows the person the text rather than an error about a label.
            encoding = FeedEncoding(name: "utf-8", markLength: encoding.markLength)
            do {
                stream = try LibXML2.XMLStream(handler: builder, encoding: encoding.name, maxDepth: limits.maxDepth)
            } catch {
                throw .markup(error)
            }
        } catch {
            throw .markup(error)
        }
        var repair = FeedBytesRepair(mendsUTF8: encoding.name == "utf-8", transcodesWindows1252: transcodes)
        let mended: [UInt8]
        if encoding.isASCIICompatible {
            mended = Array(body).withUnsafeBytes { repair.repair($0) }
        } else {
            mended = Array(body)
        }
        stage = .xml(stream, builder, repair)
        try feed(mended, to: stream)
    }

    /// UTF-16 or UTF-32 XML: made UTF-8, then read as any other.
    private func readWide(_ bytes: [UInt8], encoding: FeedEncoding) throws(FeedError) -> FeedDocument {
        let stringEncoding: String.Encoding =
            switch encoding.name {
            case "utf-16le": .utf16LittleEndian
            case "utf-16be": .utf16BigEndian
            case "utf-32le": .utf32LittleEndian
            default: .utf32BigEndian
            }
        guard let text = String(data: Data(bytes), encoding: stringEncoding) else {
            throw .notAFeed(complaint: "its bytes are not \(encoding.name.uppercased())")
        }
        let reader = FeedReader(address: address, contentType: "text/xml; charset=utf-8", limits: limits)
        try reader.consume(Array(text.utf8))
        return try reader.finish()
    }

    private func feed(_ bytes: [UInt8], to stream: LibXML2.XMLStream) throws(FeedError) {
        if bytes.count >= Self.tailLength {
            tail = Array(bytes.suffix(Self.tailLength))
        } else {
            tail.append(contentsOf: bytes)
            if tail.count > 2 * Self.tailLength { tail.removeFirst(tail.count - Self.tailLength) }
        }
        let outcome = bytes.withUnsafeBytes { buffer in
            Result { () throws(MarkupError) in try stream.feed(buffer) }
        }
        if case .failure(let error) = outcome { throw .markup(error) }
    }

    /// Whether `tail` holds the end tag of the root element `name` (`</rss>`, `</rdf:RDF >`).
    ///
    /// libxml2 recovers from a mismatched tag by closing the open element with it, so a complete
    /// document with an unclosed `<br>` ends with its root still open to the parser: its end tag
    /// in the bytes is what tells it from a document cut short.
    private static func holdsEndTag(named name: String, in tail: [UInt8]) -> Bool {
        let pattern = Array(name.utf8)
        guard !pattern.isEmpty, tail.count > pattern.count else { return false }
        var start = 1
        while start + pattern.count <= tail.count {
            defer { start += 1 }
            let before = tail[start - 1]
            guard before == UInt8(ascii: "/") || before == UInt8(ascii: ":"), tail[start..<start + pattern.count].elementsEqual(pattern)
            else { continue }
            var after = start + pattern.count
            while after < tail.count, FeedText.isSpace(tail[after]) { after += 1 }
            if after < tail.count, tail[after] == UInt8(ascii: ">") { return true }
        }
        return false
    }

    /// Reads `bytes`, kept in an array.
    private func consume(_ bytes: [UInt8]) throws(FeedError) {
        let outcome = bytes.withUnsafeBytes { buffer in
            Result { () throws(FeedError) in try consume(buffer) }
        }
        try outcome.get()
    }
}
