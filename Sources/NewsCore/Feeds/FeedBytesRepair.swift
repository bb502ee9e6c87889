/// Mends the two breakages of real feeds that cost an XML parser text, before it sees the bytes.
///
/// - HTML entities in XML (`&eacute;`, `&nbsp;`) become character references (`&#233;`), and a bare
///   `&` (`AT&T`) or an unknown entity becomes `&amp;`, so its text is kept as written. libxml2
///   would report either as an error and then drop every entity after it.
/// - Control characters that XML 1.0 forbids (C0 but tab, newline and return, also as `&#27;`)
///   are dropped; libxml2 would stop at the first.
///
/// It works on bytes of any ASCII-compatible encoding (UTF-8, ISO-8859-x, windows-125x, Shift_JIS,
/// GBK, Big5: none of them uses the bytes of `&`, `<`, `>`, `]`, `-` or C0 inside a character), and
/// leaves CDATA sections and comments as they are but for the controls. It streams: a construct
/// cut by a chunk's end waits for the next chunk.
struct FeedBytesRepair {
    private enum Place {
        case text
        case cdata
        case comment
    }

    private static let cdataStart = Array("<![CDATA[".utf8)
    private static let cdataEnd = Array("]]>".utf8)
    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)

    /// The longest entity name looked at; longer runs are plain text.
    private static let longestName = 32
    private var place = Place.text
    private var carried: [UInt8] = []

    /// Repairs the next chunk; a few bytes at its end may be held back until the next call.
    mutating func repair(_ chunk: UnsafeRawBufferPointer, isLast: Bool = false) -> [UInt8] {
        var input = carried
        input.append(contentsOf: chunk)
        carried.removeAll(keepingCapacity: true)
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 16)
        input.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                // Most bytes need nothing: copy each run of them at once.
                let runEnd = Self.endOfOrdinaryRun(in: bytes, from: index, place: place)
                if runEnd > index {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
                    index = runEnd
                    continue
                }
                let byte = bytes[index]
                if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                    index += 1
                    continue
                }
                switch place {
                case .cdata, .comment:
                    let closer = place == .cdata ? Self.cdataEnd : Self.commentEnd
                    if byte == closer[0] {
                        guard let matched = Self.match(closer, in: bytes, at: index, isLast: isLast) else {
                            carried.append(contentsOf: bytes[index...])
                            return
                        }
                        if matched {
                            output.append(contentsOf: closer)
                            index += closer.count
                            place = .text
                            continue
                        }
                    }
                    output.append(byte)
                    index += 1
                case .text:
                    if byte == UInt8(ascii: "<") {
                        guard let opensCDATA = Self.match(Self.cdataStart, in: bytes, at: index, isLast: isLast),
                            let opensComment = Self.match(Self.commentStart, in: bytes, at: index, isLast: isLast)
                        else {
                            carried.append(contentsOf: bytes[index...])
                            return
                        }
                        if opensCDATA || opensComment {
                            let opener = opensCDATA ? 9 : 4
                            output.append(contentsOf: bytes[index..<index + opener])
                            index += opener
                            place = opensCDATA ? .cdata : .comment
                            continue
                        }
                        output.append(byte)
                        index += 1
                    } else if byte == UInt8(ascii: "&") {
                        guard let consumed = Self.mendReference(in: bytes, at: index, isLast: isLast, into: &output) else {
                            carried.append(contentsOf: bytes[index...])
                            return
                        }
                        index += consumed
                    } else {
                        output.append(byte)
                        index += 1
                    }
                }
            }
        }
        return output
    }

    /// Where the run of bytes from `index` that need no repair in `place` ends.
    private static func endOfOrdinaryRun(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, place: Place) -> Int {
        var end = index
        switch place {
        case .text:
            while end < bytes.count {
                let byte = bytes[end]
                if byte < 0x20 {
                    if byte != 0x09, byte != 0x0A, byte != 0x0D { break }
                } else if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") {
                    break
                }
                end += 1
            }
        case .cdata, .comment:
            let closer = place == .cdata ? UInt8(ascii: "]") : UInt8(ascii: "-")
            while end < bytes.count {
                let byte = bytes[end]
                if byte < 0x20 {
                    if byte != 0x09, byte != 0x0A, byte != 0x0D { break }
                } else if byte == closer {
                    break
                }
                end += 1
            }
        }
        return end
    }

    /// Whether `pattern` starts at `index`; nil when the bytes end before it can tell.
    private static func match(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int, isLast: Bool) -> Bool? {
        for (offset, expected) in pattern.enumerated() {
            let position = index + offset
            guard position < bytes.count else { return isLast ? false : nil }
            if bytes[position] != expected { return false }
        }
        return true
    }

    /// Writes the mended form of the reference starting with `&` at `index`; returns the bytes it
    /// read, or nil when the bytes end before the reference does.
    private static func mendReference(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int, isLast: Bool, into output: inout [UInt8]
    ) -> Int? {
        var end = index + 1
        let isNumeric = end < bytes.count && bytes[end] == UInt8(ascii: "#")
        if isNumeric { end += 1 }
        while end < bytes.count, end - index <= longestName + 2, FeedText.isEntityNameByte(bytes[end]) {
            end += 1
        }
        if end >= bytes.count, !isLast, end - index <= longestName + 2 { return nil }
        let nameStart = index + (isNumeric ? 2 : 1)
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > nameStart else {
            output.append(contentsOf: "&amp;".utf8)
            return 1
        }
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<end])
        if isNumeric {
            guard let scalar = numericValue(name) else {
                output.append(contentsOf: "&amp;".utf8)
                return 1
            }
            if isAllowedInXML(scalar) { output.append(contentsOf: bytes[index...end]) }
            return end - index + 1
        }
        if isPredefined(name) {
            output.append(contentsOf: bytes[index...end])
        } else if let scalar = LibXML2.htmlEntity(named: name) {
            output.append(contentsOf: "&#\(scalar.value);".utf8)
        } else {
            output.append(contentsOf: "&amp;".utf8)
            return 1
        }
        return end - index + 1
    }

    /// The value of `123` or `x7B`, if it is a number at all.
    private static func numericValue(_ digits: UnsafeBufferPointer<UInt8>) -> UInt32? {
        var value: UInt32 = 0
        let isHex = digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X")
        let body = isHex ? UnsafeBufferPointer(rebasing: digits.dropFirst()) : digits
        guard !body.isEmpty, body.count <= 8 else { return nil }
        for byte in body {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * (isHex ? 16 : 10) + digit
        }
        return value
    }

    /// Whether XML 1.0 allows the character `value` (its `Char` production).
    private static func isAllowedInXML(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func isPredefined(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        switch String(decoding: name, as: UTF8.self) {
        case "amp", "lt", "gt", "quot", "apos": true
        default: false
        }
    }
}
