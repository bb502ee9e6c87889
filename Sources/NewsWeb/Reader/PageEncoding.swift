import Foundation

/// The character encoding of a web page: from its byte-order mark, else the HTTP header's
/// charset, else its `<meta charset>` (or `http-equiv` content type), else a sniff: bytes that are
/// not UTF-8 are windows-1252, as browsers read them.
struct PageEncoding: Equatable, Sendable {
    /// Where the encoding was found.
    enum Source: Equatable, Sendable {
        /// A byte-order mark at the start.
        case byteOrderMark
        /// The `charset` of the HTTP `Content-Type`.
        case header
        /// The page's own `<meta>`.
        case meta
        /// Nothing named it: UTF-8 if the bytes are, else windows-1252.
        case sniffed
    }

    /// The IANA name, lower case (`utf-8`, `windows-1252`, `shift_jis`...).
    var name: String
    /// Where it came from.
    var source: Source
    /// Bytes of byte-order mark to skip.
    var markLength: Int
    /// Whether the bytes are known to be well-formed UTF-8 already (a sniff checked them).
    var isChecked = false

    /// How many bytes from the start are searched for a `<meta>` charset, as browsers do.
    static let prescanLength = 4096

    /// The encoding of `bytes`, served with `contentType`.
    static func detect(_ bytes: [UInt8], contentType: String?) -> PageEncoding {
        let head = Array(bytes.prefix(prescanLength))
        let declared = contentType.flatMap(FeedEncoding.charset(ofContentType:))
        let found = head.withUnsafeBytes { FeedEncoding.detect(head: $0, charset: declared) }
        if found.markLength > 0 { return PageEncoding(name: found.name, source: .byteOrderMark, markLength: found.markLength) }
        if !found.isGuess { return PageEncoding(name: htmlName(found.name), source: .header, markLength: 0) }
        if let meta = metaCharset(head) {
            let named = FeedEncoding.detect(head: UnsafeRawBufferPointer(start: nil, count: 0), charset: meta)
            if !named.isGuess { return PageEncoding(name: htmlName(named.name), source: .meta, markLength: 0) }
        }
        return sniffing(bytes)
    }

    /// The encoding of a page that names none: UTF-8 when its bytes are, else windows-1252.
    private static func sniffing(_ bytes: [UInt8]) -> PageEncoding {
        let isUTF8 = FeedBytesRepair.isUTF8(bytes)
        return PageEncoding(name: isUTF8 ? "utf-8" : "windows-1252", source: .sniffed, markLength: 0, isChecked: isUTF8)
    }

    /// `bytes` as UTF-8, read as a page that names no charset is: as UTF-8 when they are (mended
    /// where they are not), else as windows-1252.
    static func sniffed(_ bytes: [UInt8]) -> [UInt8] {
        sniffing(bytes).utf8(bytes) ?? Array(String(decoding: bytes, as: UTF8.self).utf8)
    }

    /// A page that says it is UTF-16 in ASCII bytes is UTF-8 (HTML's rule: only a mark makes UTF-16).
    private static func htmlName(_ name: String) -> String {
        name.hasPrefix("utf-16") || name.hasPrefix("utf-32") ? "utf-8" : name
    }

    /// The page's bytes as UTF-8 when newsdesk decodes them itself (UTF-8, windows-1252, UTF-16 and
    /// UTF-32), else nil: libxml2 decodes the rest by name.
    func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        let body = bytes.dropFirst(markLength)
        switch name {
        case "utf-8":
            // Ill-formed sequences become U+FFFD, so the parser never sees a byte it would stop at.
            // Unchanged bytes share `bytes`' storage: a 16 MB page is not copied here.
            if isChecked || FeedBytesRepair.isUTF8(body) { return markLength == 0 ? bytes : Array(body) }
            return Array(String(decoding: body, as: UTF8.self).utf8)
        case "windows-1252":
            var output: [UInt8] = []
            output.reserveCapacity(body.count + body.count / 8)
            for byte in body {
                if byte < 0x80 {
                    output.append(byte)
                } else {
                    FeedText.appendUTF8(FeedText.windows1252(UInt32(byte)), to: &output)
                }
            }
            return output
        case "utf-16le", "utf-16be", "utf-32le", "utf-32be":
            let encoding: String.Encoding =
                switch name {
                case "utf-16le": .utf16LittleEndian
                case "utf-16be": .utf16BigEndian
                case "utf-32le": .utf32LittleEndian
                default: .utf32BigEndian
                }
            return String(data: Data(body), encoding: encoding).map { Array($0.utf8) } ?? []
        default:
            return nil
        }
    }

    /// The charset a `<meta>` in `head` names, as `<meta charset="x">` or
    /// `<meta http-equiv="Content-Type" content="text/html; charset=x">`.
    static func metaCharset(_ head: [UInt8]) -> String? {
        let lowered = head.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        let meta = Array("<meta".utf8)
        let charset = Array("charset".utf8)
        var index = 0
        while let start = find(meta, in: lowered, from: index) {
            let end = lowered[start...].firstIndex(of: UInt8(ascii: ">")) ?? lowered.endIndex
            if let at = find(charset, in: lowered, from: start), at < end {
                var cursor = at + charset.count
                while cursor < end, lowered[cursor] == UInt8(ascii: " ") { cursor += 1 }
                if cursor < end, lowered[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    while cursor < end, [UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(lowered[cursor]) { cursor += 1 }
                    var stop = cursor
                    while stop < end, !" \"';/>\t\n\r".utf8.contains(lowered[stop]) { stop += 1 }
                    if stop > cursor { return String(decoding: lowered[cursor..<stop], as: UTF8.self) }
                }
            }
            index = end
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start < haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            guard let found = haystack[index...].firstIndex(of: first), found + needle.count <= haystack.count else { return nil }
            if haystack[found..<(found + needle.count)].elementsEqual(needle) { return found }
            index = found + 1
        }
        return nil
    }
}
