import Foundation

/// Web addresses as data sets, NewsAPI and stored catalogs write them: checked and decoded.
package enum WebAddress {
    /// Whether a URL is an absolute http or https address with a host.
    package static func isValid(_ url: String) -> Bool {
        var url = url
        return url.withUTF8 { isValid(utf8: $0) }
    }

    /// Whether UTF-8 bytes hold an absolute http or https address with a host.
    package static func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let rest: Int
        if hasPrefix(bytes, lowercased: "https://") {
            rest = 8
        } else if hasPrefix(bytes, lowercased: "http://") {
            rest = 7
        } else {
            return false
        }
        guard rest < bytes.count, bytes[rest] != UInt8(ascii: "/") else { return false }
        return !containsBlankOrNewline(bytes)
    }

    /// Whether UTF-8 bytes begin with an ASCII prefix, in any case.
    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, lowercased prefix: StaticString) -> Bool {
        guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
        for index in 0..<prefix.utf8CodeUnitCount {
            let byte = bytes[index]
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            guard lowered == prefix.utf8Start[index] else { return false }
        }
        return true
    }

    /// Whether UTF-8 bytes hold a space or anything `Character.isNewline` calls a newline:
    /// LF, VT, FF, CR, NEL (C2 85), LINE and PARAGRAPH SEPARATOR (E2 80 A8/A9).
    ///
    /// Eight bytes at a time while none is a control character, a space or past ASCII, as in nearly
    /// every address; from the first word holding one, byte by byte.
    private static func containsBlankOrNewline(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while start + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                // A byte below 0x21 sets its high bit in the first term; one past ASCII, in the second.
                guard (word &- ones &* 0x21) & ~word & highs == 0, word & highs == 0 else { break }
                start += 8
            }
        }
        for index in start..<bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A...0x0D:
                return true
            case 0x85 where index > 0 && bytes[index - 1] == 0xC2:
                return true
            case 0xA8...0xA9 where index > 1 && bytes[index - 1] == 0x80 && bytes[index - 2] == 0xE2:
                return true
            default:
                continue
            }
        }
        return false
    }

    /// A web address with the HTML character references its page's markup left in it decoded,
    /// once, as a browser does when it reads an `href`: `&amp;` is `&` (9,782 of UCI's URLs hold
    /// one), `&#39;` is `'`. Only `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric references
    /// to a printable character are decoded; anything else (`&copy=2` in a query) stays as written.
    ///
    /// Most addresses hold no `&` at all: they are returned as they are after one `memchr`.
    package static func decoding(_ url: String) -> String {
        var url = url
        let hasAmpersand = url.withUTF8 { bytes in
            bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "&")), bytes.count) != nil } ?? false
        }
        guard hasAmpersand else { return url }
        let bytes = Array(url.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let (replacement, length) = characterReference(in: bytes, at: index) {
                decoded += replacement
                index += length
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The bytes a character reference starting at `start` (an `&`) stands for, and its length with
    /// the `&` and `;`; nil when no reference newsdesk decodes starts there.
    private static func characterReference(in bytes: [UInt8], at start: Int) -> ([UInt8], Int)? {
        // The longest decoded reference is `&#x10FFFF;` (10 bytes) or `&#1114111;`.
        let end = min(bytes.count, start + 11)
        guard let semicolon = bytes[(start + 1)..<end].firstIndex(of: UInt8(ascii: ";")) else { return nil }
        let name = bytes[(start + 1)..<semicolon]
        let length = semicolon - start + 1
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return ([UInt8(ascii: "&")], length)
        case "lt": return ([UInt8(ascii: "<")], length)
        case "gt": return ([UInt8(ascii: ">")], length)
        case "quot": return ([UInt8(ascii: "\"")], length)
        case "apos": return ([UInt8(ascii: "'")], length)
        default: break
        }
        guard name.first == UInt8(ascii: "#") else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if let first = digits.first, first == UInt8(ascii: "x") || first == UInt8(ascii: "X") {
            value = UInt32(String(decoding: digits.dropFirst(), as: UTF8.self), radix: 16)
        } else {
            value = UInt32(String(decoding: digits, as: UTF8.self), radix: 10)
        }
        // A blank, a control character or no character at all would not be an address's: kept as written.
        guard let value, let scalar = Unicode.Scalar(value), value > 0x20, !(0x7F...0x9F).contains(value),
            !scalar.properties.isWhitespace
        else { return nil }
        return (Array(String(Character(scalar)).utf8), length)
    }
}
