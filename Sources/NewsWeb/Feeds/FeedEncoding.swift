import Foundation

/// The character encoding of a feed's bytes: from the byte-order mark, else the HTTP charset,
/// else the XML declaration, else UTF-8.
///
/// ISO-8859-1 and US-ASCII are read as windows-1252, as browsers read them: feeds that say
/// Latin-1 routinely hold Windows' curly quotes and dashes in bytes 0x80 to 0x9F.
struct FeedEncoding: Equatable, Sendable {
    /// The IANA name libxml2 is told to decode (`utf-8`, `windows-1252`, `shift_jis`, ...).
    var name: String
    /// Bytes of byte-order mark at the start, to skip.
    var markLength: Int
    /// Whether nothing named the encoding and UTF-8 is a guess, which the bytes may overrule.
    var isGuess = false

    /// Whether the bytes are UTF-16 or UTF-32, which newsdesk turns into UTF-8 before parsing.
    var isWide: Bool {
        name.hasPrefix("utf-16") || name.hasPrefix("utf-32")
    }

    /// Whether `&`, `<` and control bytes mean what they mean in ASCII (see ``FeedBytesRepair``).
    var isASCIICompatible: Bool {
        !isWide && !name.hasPrefix("iso-2022") && name != "utf-7"
    }

    /// The encoding of a document that starts with `head` and was served with `charset`.
    static func detect(head: UnsafeRawBufferPointer, charset: String?) -> FeedEncoding {
        let bytes = Array(head.prefix(1024))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return FeedEncoding(name: "utf-8", markLength: 3) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return FeedEncoding(name: "utf-32le", markLength: 4) }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return FeedEncoding(name: "utf-32be", markLength: 4) }
        if bytes.starts(with: [0xFF, 0xFE]) { return FeedEncoding(name: "utf-16le", markLength: 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return FeedEncoding(name: "utf-16be", markLength: 2) }
        if let charset = charset.flatMap(normalized) { return FeedEncoding(name: charset, markLength: 0) }
        // `<?` in UTF-16 without a mark.
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return FeedEncoding(name: "utf-16le", markLength: 0) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return FeedEncoding(name: "utf-16be", markLength: 0) }
        if let declared = declaredEncoding(bytes).flatMap(normalized) { return FeedEncoding(name: declared, markLength: 0) }
        return FeedEncoding(name: "utf-8", markLength: 0, isGuess: true)
    }

    /// The `charset` parameter of a `Content-Type` header value, if any.
    static func charset(ofContentType contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
            return parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
        }
        return nil
    }

    /// The `encoding` pseudo-attribute of an XML declaration at the start of `bytes`.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)), let close = bytes.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: bytes[..<close], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return value.isEmpty ? nil : String(value)
    }

    /// A lower-case IANA name, Latin-1's aliases read as windows-1252; nil for a name that is no encoding.
    private static func normalized(_ name: String) -> String? {
        let lowered = name.trimmingCharacters(in: .whitespaces).lowercased()
        guard !lowered.isEmpty, lowered.count <= 40,
            lowered.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.:".contains($0)) })
        else { return nil }
        switch lowered {
        case "utf8": return "utf-8"
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "cp819", "us-ascii", "ascii", "ansi_x3.4-1968":
            return "windows-1252"
        case "utf-16": return "utf-16be"
        case "utf-32": return "utf-32be"
        // Python's names for four Mac encodings, which iconv knows by others (Greek and Turkish
        // only ICU has, which libxml2 asks when iconv has no converter).
        case "maclatin2", "mac_latin2", "mac-latin2": return "mac-centraleurope"
        case "maciceland", "mac_iceland", "mac-iceland": return "mac-is"
        case "macgreek", "mac_greek", "mac-greek": return "x-mac-greek"
        case "macturkish", "mac_turkish", "mac-turkish": return "x-mac-turkish"
        default: return lowered
        }
    }
}
