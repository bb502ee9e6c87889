import Foundation

/// Reader mode's extraction: a web page's bytes to its article's text and metadata, with nothing
/// around it (navigation, share bars, related lists, newsletter boxes, comments, cookie notices,
/// captions, bylines).
///
/// The bytes are decoded (``PageEncoding``), parsed by libxml2's HTML parser into a bounded tree
/// (``PageTree``), described (``PageMetadata``), searched for the article (``ContentScorer``) and
/// laid out as ``ArticleText`` (``PageRenderer``). Every rule is general: none names a site.
public enum PageReader {
    /// The largest page read, in bytes: 16 MiB.
    public static let maxBytes = 16 * 1_048_576

    /// The article of a page: `bytes` as received from `url` (which resolves relative links),
    /// served with the HTTP `contentType` (nil when unknown, as for a saved file).
    public static func read(_ bytes: Data, url: URL?, contentType: String?) throws(PageReadError) -> ReadPage {
        guard bytes.count <= maxBytes else { throw .tooLarge(bytes: bytes.count, limit: maxBytes) }
        return try read(copied(bytes), url: url, contentType: contentType)
    }

    /// The article of a page held as an array, which the reading takes over: handed over with
    /// `consume`, the page's bytes are let go once parsed, not held beside its text (16 MB of a
    /// large page's peak).
    public static func read(_ bytes: consuming [UInt8], url: URL?, contentType: String?) throws(PageReadError) -> ReadPage {
        // The checks only borrow `bytes`, and the parse consumes it: a copy kept here (as a `let`
        // of it was) would make the script cut copy the whole page again.
        guard bytes.count <= maxBytes else { throw .tooLarge(bytes: bytes.count, limit: maxBytes) }
        let head = bytes.withUnsafeBufferPointer { Array($0.prefix(512)) }
        if let kind = notHTML(head, contentType: contentType) { throw .notHTML(kind: kind) }
        let metadata: PageMetadata
        var text = ArticleText()
        var plain = ""
        do {
            // The tree is let go as this scope ends.
            let (found, rendered) = try article(of: bytes, url: url, contentType: contentType)
            metadata = found
            if let rendered {
                text = rendered.marked
                plain = rendered.plain
            }
        }
        // JSON-LD's own copy of the body, when the page's text came out much shorter than it.
        if let body = metadata.articleBody.map(PageRenderer.sanitized), words(body) > 2 * words(plain) {
            let paragraphs = body.components(separatedBy: "\n").map(HTMLTextReader.foldedSpaces).filter { !$0.isEmpty }
            text = ArticleText(blocks: paragraphs.map { ArticleText.Block(kind: .paragraph, text: $0) })
            plain = paragraphs.joined(separator: "\n\n")
        }
        guard !FeedText.trimmed(plain).isEmpty || !text.isEmpty else { throw .noArticleText }
        return ReadPage(
            title: metadata.title, byline: metadata.byline, siteName: metadata.siteName, publishedAt: metadata.publishedAt,
            text: text, plainText: plain)
    }

    /// The page's metadata and its article's text, marked and plain (nil when no part of the page
    /// reads as an article). The page's bytes are let go once parsed, and the tree's text as the
    /// render passes it: a 16 MB page's tree is tens of megabytes.
    private static func article(
        of raw: consuming [UInt8], url: URL?, contentType: String?
    ) throws(PageReadError) -> (PageMetadata, (marked: ArticleText, plain: String)?) {
        let tree = try parse(consume raw, contentType: contentType)
        let metadata = PageMetadata.read(tree)
        let base = metadata.base.flatMap { URL(string: $0, relativeTo: url)?.absoluteURL } ?? url
        guard let choice = ContentScorer.choose(tree) else { return (metadata, nil) }
        return (metadata, PageRenderer.render(consume tree, roots: choice.roots, excluded: choice.excluded, base: base))
    }

    /// The tree of `raw`, decoded as its byte-order mark, `contentType` or `<meta>` says.
    static func parse(_ raw: consuming [UInt8], contentType: String?) throws(PageReadError) -> PageTree {
        let encoding = PageEncoding.detect(raw, contentType: contentType)
        do {
            if var utf8 = encoding.utf8(raw) {
                // Let go of the page's bytes, so the scripts are cut from the one copy in place.
                raw = []
                PageTree.stripScripts(&utf8)
                return try PageTree.parseUTF8(consume utf8)
            }
            do {
                return try PageTree.parse(raw, encoding: encoding.name)
            } catch .unknownEncoding, .notInEncoding {
                // A name libxml2 has no decoder for, or bytes its decoder stops at: read as a page
                // that names no charset is (UTF-8 when it is, else windows-1252), not cut short.
                return try PageTree.parse(PageEncoding.sniffed(raw), encoding: nil)
            }
        } catch {
            throw .parserUnavailable("\(error)")
        }
    }

    /// `bytes` as an array, copied at once: `[UInt8](bytes)` reads a `Data` a byte at a time, a
    /// tenth of a page's reading.
    private static func copied(_ bytes: Data) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = bytes.copyBytes(to: buffer)
        }
    }

    /// How many runs of bytes other than ASCII white space `text` holds.
    private static func words(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for byte in text.utf8 {
            let space = FeedText.isSpace(byte)
            if !space, !inWord { count += 1 }
            inWord = !space
        }
        return count
    }

    // MARK: - Not HTML

    /// What the page is when it is no HTML, named for a person; nil for HTML.
    static func notHTML(_ bytes: [UInt8], contentType: String?) -> String? {
        let type =
            contentType.map {
                FeedText.trimmed(String($0.split(separator: ";", maxSplits: 1).first ?? "")).lowercased()
            } ?? ""
        if ["text/html", "application/xhtml+xml"].contains(type) { return nil }
        if let sniffed = sniffed(bytes) { return type.isEmpty ? sniffed : "\(sniffed) (\(type))" }
        switch type {
        case "", "application/octet-stream", "binary/octet-stream", "application/unknown", "text/xml", "application/xml":
            return nil
        default:
            return describe(type)
        }
    }

    /// What the first bytes say a file is, for the kinds a link to an article most often turns out to be.
    private static func sniffed(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(16))
        let signatures: [([UInt8], String)] = [
            (Array("%PDF".utf8), "a PDF"), ([0x89, 0x50, 0x4E, 0x47], "an image"), (Array("GIF8".utf8), "an image"),
            ([0xFF, 0xD8, 0xFF], "an image"), ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"), ([0x1F, 0x8B], "compressed data"),
            (Array("ID3".utf8), "audio"), (Array("OggS".utf8), "audio or video"), ([0x1A, 0x45, 0xDF, 0xA3], "a video"),
        ]
        for (signature, kind) in signatures where head.starts(with: signature) { return kind }
        if head.count >= 12, head[0..<4].elementsEqual(Array("RIFF".utf8)), head[8..<12].elementsEqual(Array("WEBP".utf8)) {
            return "an image"
        }
        if head.count >= 8, head[4..<8].elementsEqual(Array("ftyp".utf8)) { return "a video" }
        let start = Array(bytes.prefix(512))
        if start.contains(0), !start.starts(with: [0xFF, 0xFE]), !start.starts(with: [0xFE, 0xFF]) { return "binary data" }
        let text = String(decoding: start, as: UTF8.self)
        if PageTree.contains(text, "<rss") || PageTree.contains(text, "<feed") { return "a feed" }
        return nil
    }

    /// A media type in words: `a PDF (application/pdf)`.
    private static func describe(_ type: String) -> String {
        let kind =
            if type == "application/pdf" {
                "a PDF"
            } else if type.hasPrefix("image/") {
                "an image"
            } else if type.hasPrefix("video/") {
                "a video"
            } else if type.hasPrefix("audio/") {
                "audio"
            } else if type.contains("rss") || type.contains("atom") {
                "a feed"
            } else if type.contains("json") {
                "JSON"
            } else if type == "text/plain" {
                "plain text"
            } else {
                "a file"
            }
        return "\(kind) (\(type))"
    }
}
