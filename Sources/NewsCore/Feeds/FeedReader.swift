import Foundation

/// Reads a feed from its bytes as they arrive: RSS, RDF and Atom stream through libxml2's SAX2
/// parser, JSON Feed is gathered and decoded at the end.
///
/// Every bound holds whatever the bytes are: the body's size, the nesting depth, and no entity of
/// the document's own. The encoding comes from the byte-order mark, then `charset`, then the XML
/// declaration (``FeedEncoding``); the bytes are mended first (``FeedBytesRepair``).
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
    private let address: URL?
    private let charset: String?
    private let limits: FeedLimits
    private var stage = Stage.sniffing([])
    private var received = 0

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
        let encoding = head.withUnsafeBytes { FeedEncoding.detect(head: $0, charset: charset) }
        let body = head.dropFirst(encoding.markLength)
        if encoding.isASCIICompatible, body.first(where: { !FeedText.isSpace($0) }) == UInt8(ascii: "{") {
            stage = .gathering(Array(body), nil)
            return
        }
        if encoding.isWide {
            stage = .gathering(Array(body), encoding)
            return
        }
        let builder = FeedXMLBuilder(address: address)
        let stream: LibXML2.XMLStream
        do {
            stream = try LibXML2.XMLStream(handler: builder, encoding: encoding.name, maxDepth: limits.maxDepth)
        } catch {
            throw .markup(error)
        }
        var repair = FeedBytesRepair()
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
        let outcome = bytes.withUnsafeBytes { buffer in
            Result { () throws(MarkupError) in try stream.feed(buffer) }
        }
        if case .failure(let error) = outcome { throw .markup(error) }
    }

    /// Reads `bytes`, kept in an array.
    private func consume(_ bytes: [UInt8]) throws(FeedError) {
        let outcome = bytes.withUnsafeBytes { buffer in
            Result { () throws(FeedError) in try consume(buffer) }
        }
        try outcome.get()
    }
}
