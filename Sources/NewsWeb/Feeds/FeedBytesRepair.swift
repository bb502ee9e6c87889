/// Mends the two breakages of real feeds that cost an XML parser text, before it sees the bytes.
///
/// - HTML entities in XML (`&eacute;`, `&nbsp;`) become character references (`&#233;`), and a bare
///   `&` (`AT&T`) or an unknown entity becomes `&amp;`, so its text is kept as written. libxml2
///   would report either as an error and then drop every entity after it.
/// - Control characters that XML 1.0 forbids (C0 but tab, newline and return, also as `&#27;`)
///   are dropped; libxml2 would stop at the first.
/// - Numeric references are written as XML reads them (`&#X41;` as `&#65;`), and `&#146;` in the
///   C1 range as the windows-1252 character browsers show for it (`&#8217;`, `’`).
/// - In a document read as UTF-8, bytes that are not UTF-8 (a Latin-1 `é` in a feed that names no
///   encoding, or says UTF-8 and is not) are read as windows-1252; libxml2 would stop at the first
///   and the feed would lose every item after it.
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
    /// Whether bytes that are not UTF-8 are mended (the document is read as UTF-8).
    private let mendsUTF8: Bool
    /// Whether the bytes are windows-1252, made UTF-8 here as browsers read it (libxml2's
    /// converter, iconv's, has no character for the five bytes windows-1252 leaves undefined,
    /// such as the 0x9D of a doubly encoded `”`).
    private let transcodesWindows1252: Bool
    /// The first bytes of a UTF-8 sequence a chunk's end cut, waiting for the rest.
    private var unfinishedSequence: [UInt8] = []

    /// Creates a repair for a document read as UTF-8 (`mendsUTF8`), windows-1252 to be made
    /// UTF-8 (`transcodesWindows1252`), or another ASCII-compatible encoding.
    init(mendsUTF8: Bool = false, transcodesWindows1252: Bool = false) {
        self.mendsUTF8 = mendsUTF8
        self.transcodesWindows1252 = transcodesWindows1252
    }

    /// Repairs the next chunk; a few bytes at its end may be held back until the next call.
    mutating func repair(_ chunk: UnsafeRawBufferPointer, isLast: Bool = false) -> [UInt8] {
        var input = carried
        if mendsUTF8 {
            mendUTF8(chunk, isLast: isLast, into: &input)
        } else if transcodesWindows1252 {
            Self.transcodeWindows1252(chunk, into: &input)
        } else {
            input.append(contentsOf: chunk)
        }
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
            let value = FeedText.windows1252(scalar)
            if isAllowedInXML(value) { output.append(contentsOf: "&#\(value);".utf8) }
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

    // MARK: - UTF-8

    /// Appends `chunk` to `output` as UTF-8: valid sequences as they are, any other byte as the
    /// windows-1252 character it is. A sequence cut by the chunk's end waits for the next chunk.
    private mutating func mendUTF8(_ chunk: UnsafeRawBufferPointer, isLast: Bool, into output: inout [UInt8]) {
        var bytes = unfinishedSequence
        bytes.append(contentsOf: chunk)
        unfinishedSequence.removeAll(keepingCapacity: true)
        let end = isLast ? bytes.count : Self.endOfFinishedSequences(bytes)
        unfinishedSequence.append(contentsOf: bytes[end...])
        let finished = bytes[..<end]
        // Almost every chunk is valid: the standard library checks it at memory speed.
        if String(validating: finished, as: UTF8.self) != nil {
            output.append(contentsOf: finished)
            return
        }
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                output.append(byte)
                index += 1
            } else if let length = Self.sequenceLength(bytes, at: index, end: end) {
                output.append(contentsOf: bytes[index..<index + length])
                index += length
            } else {
                FeedText.appendUTF8(FeedText.windows1252(UInt32(byte)), to: &output)
                index += 1
            }
        }
    }

    /// Appends windows-1252 `chunk` to `output` as UTF-8; runs of ASCII are copied whole.
    private static func transcodeWindows1252(_ chunk: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        var index = 0
        while index < chunk.count {
            var end = index
            while end < chunk.count, chunk[end] < 0x80 { end += 1 }
            if end > index {
                output.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[index..<end]))
                index = end
                continue
            }
            FeedText.appendUTF8(FeedText.windows1252(UInt32(chunk[index])), to: &output)
            index += 1
        }
    }

    /// Whether `bytes` are UTF-8, but for a sequence their end may cut.
    static func isUTF8(_ bytes: some Collection<UInt8>) -> Bool {
        if let valid = bytes.withContiguousStorageIfAvailable(isUTF8(buffer:)) { return valid }
        return Array(bytes).withUnsafeBufferPointer(isUTF8(buffer:))
    }

    /// ``isUTF8(_:)`` in place, with no copy: a web page is checked as it came, 16 MB at most.
    /// Runs of ASCII, most of a page, are passed 32 or eight bytes at a time; other sequences are
    /// held to UTF-8's rules (no overlong form, surrogate or scalar past U+10FFFF).
    private static func isUTF8(buffer bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        let count = bytes.count
        let high: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index < count {
            if index + 32 <= count {
                let words =
                    base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                if words & high == 0 {
                    index += 32
                    continue
                }
            }
            if index + 8 <= count, base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & high == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xED: (length, high) = (3, 0x9F)
            case 0xE1...0xEF: length = 3
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF4: (length, high) = (4, 0x8F)
            case 0xF1...0xF3: length = 4
            default: return false
            }
            // A sequence the end cuts short waits for the next bytes, as long as it is all
            // continuation bytes so far.
            guard index + length <= count else {
                return bytes[(index + 1)..<count].allSatisfy { $0 & 0xC0 == 0x80 }
            }
            guard bytes[index + 1] >= low, bytes[index + 1] <= high else { return false }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }

    /// Where `bytes` end but for the start of a multi-byte sequence cut short at their end.
    private static func endOfFinishedSequences(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        // Back over at most three continuation bytes to the byte that leads them.
        while start > 0, bytes.count - start < 3, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes.count }
        let lead = bytes[start - 1]
        let needed: Int
        switch lead {
        case 0xC2...0xDF: needed = 2
        case 0xE0...0xEF: needed = 3
        case 0xF0...0xF4: needed = 4
        default: return bytes.count
        }
        return bytes.count - (start - 1) < needed ? start - 1 : bytes.count
    }

    /// The length of the valid UTF-8 sequence of two to four bytes at `index`, if there is one.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int, end: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= end, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }
}
