import Foundation

/// Small text helpers for reading and writing feeds: trimming on UTF-8 bytes (Foundation's
/// `trimmingCharacters` goes through UTF-16 and cost half of a feed's parse), web addresses, and
/// XML escaping.
package enum FeedText {
    /// `bytes` as a string without the ASCII white space around it.
    static func trimmed(_ bytes: some Collection<UInt8>) -> String {
        let array = Array(bytes)
        var start = 0
        var end = array.count
        while start < end, isSpace(array[start]) { start += 1 }
        while end > start, isSpace(array[end - 1]) { end -= 1 }
        return String(decoding: array[start..<end], as: UTF8.self)
    }

    /// `text` without the ASCII white space around it.
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, isSpace(first) || isSpace(last) else { return text }
        return trimmed(utf8)
    }

    /// Whether `byte` is ASCII white space (space, tab, line feed, form feed, carriage return).
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// Whether `byte` may stand in an entity's name (`eacute`, `#233` without its `#`).
    static func isEntityNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    /// `text` as an absolute http or https address with a host, resolved against `base`; nil for
    /// anything else (`javascript:`, `ftp:`, a bare word with no base).
    package static func webAddress(_ text: String, relativeTo base: URL? = nil) -> URL? {
        guard let url = URL(string: trimmed(text), relativeTo: base)?.absoluteURL,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host?.isEmpty == false
        else { return nil }
        return url
    }

    /// `text` safe in XML text or inside a double-quoted attribute, without the characters XML 1.0
    /// forbids; tabs and line breaks written as references, so an attribute keeps them.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Plain text as HTML paragraphs, escaped: a blank line starts a paragraph, a line break is `<br>`.
    static func paragraphsHTML(_ text: String) -> String {
        var html = "<p>"
        html.reserveCapacity(text.utf8.count + 16)
        var newlines = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                newlines += 1
                continue
            }
            if newlines == 1 { html += "<br>" } else if newlines > 1 { html += "</p><p>" }
            newlines = 0
            switch scalar {
            case "&": html += "&amp;"
            case "<": html += "&lt;"
            case ">": html += "&gt;"
            default: html.unicodeScalars.append(scalar)
            }
        }
        return html + "</p>"
    }

    /// The character windows-1252 gives the byte or code point `value` from 0x80 to 0x9F (`0x92`
    /// is `’`), as browsers read such bytes and `&#146;` references; U+FFFD for the five it leaves
    /// undefined, so no C1 control comes through. Other values are returned as they are.
    static func windows1252(_ value: UInt32) -> UInt32 {
        guard (0x80...0x9F).contains(value) else { return value }
        return windows1252C1[Int(value - 0x80)]
    }

    private static let windows1252C1: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    /// Appends the UTF-8 bytes of the scalar `value` to `output`.
    static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        output.append(contentsOf: scalar.utf8)
    }
}
