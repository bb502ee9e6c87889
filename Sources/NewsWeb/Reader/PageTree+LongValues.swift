import Foundation

extension PageTree {
    /// Long attribute values taken out of a page's bytes before libxml2 reads them, each left in
    /// its place as a token (`.`, U+FDD0, a noncharacter, and the value's number in decimal) that
    /// the tree's builder turns back into the value.
    ///
    /// libxml2 reads a value through two function calls a character: the values of `class`,
    /// `href` and `src` were about a third of its work on news pages. A token is read as its
    /// value would have been, because only values libxml2 reads as they are are taken (quoted,
    /// with no quote, `&`, `<`, `>` or NUL in them, after `name=` that follows a blank), and a
    /// token holds nothing that ends text, a tag, a value or a comment. Where the pass and libxml2
    /// disagree about what is a tag (inside a comment, say), libxml2 meets the token inside text
    /// or another value, or, when a value of its own ends at the token's opening quote, reads the
    /// `.` as an attribute's name; the builder notes any of these (``Builder/isIntact``) and the
    /// page is read again as it came (``PageTree/parseUTF8(_:)``). Without the `.`, libxml2
    /// would skip the token as a name it cannot read, where it would have read the value's words
    /// as attributes.
    struct LongValues {
        /// The values taken, one after another.
        private(set) var bytes: [UInt8] = []
        /// Where each value ends in `bytes`; value `n` starts where value `n - 1` ends.
        private(set) var ends: [Int] = []

        /// The UTF-8 of U+FDD0, which starts a token; a page holding it is read as it is. Not a
        /// control character: libxml2 drops those from text, where a token must still be seen.
        static let marker: (UInt8, UInt8, UInt8) = (0xEF, 0xB7, 0x90)

        /// Whether the NUL-terminated `bytes` start as a token does, with `.` and the marker.
        static func startsLikeToken(_ bytes: UnsafePointer<UInt8>) -> Bool {
            bytes[0] == UInt8(ascii: ".") && bytes[1] == marker.0 && bytes[2] == marker.1 && bytes[3] == marker.2
        }

        /// Whether the NUL-terminated attribute name `name` is `.`, which a token starts with: a
        /// page's own attribute so named only costs a second reading.
        static func isTokenStart(_ name: UnsafePointer<UInt8>) -> Bool {
            name[0] == UInt8(ascii: ".") && name[1] == 0
        }

        /// Where the marker first is in `bytes`, if it is there.
        static func firstMarker(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let base = bytes.baseAddress, bytes.count >= 3 else { return nil }
            var index = 0
            while index + 2 < bytes.count, let found = memchr(base + index, Int32(marker.0), bytes.count - 2 - index) {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if base[index + 1] == marker.1, base[index + 2] == marker.2 { return index }
                index += 1
            }
            return nil
        }

        /// The shortest value taken: no shorter than any token of a page's values (four bytes and
        /// up to eight digits; a page of 16 MiB holds fewer than a million values of this size).
        static let shortest = 12

        /// The value the NUL-terminated `token` stands for, or nil when it is not exactly a token.
        func value(of token: UnsafePointer<UInt8>) -> ArraySlice<UInt8>? {
            guard Self.startsLikeToken(token), token[4] != 0 else { return nil }
            var number = 0
            var index = 4
            while token[index] != 0 {
                let digit = token[index] &- 0x30
                guard digit < 10, number < ends.count else { return nil }
                number = number * 10 + Int(digit)
                index += 1
            }
            guard number < ends.count else { return nil }
            return bytes[(number == 0 ? 0 : ends[number - 1])..<ends[number]]
        }

        /// Takes the value at `range` of `page`, returning its number.
        fileprivate mutating func take(_ page: UnsafeMutablePointer<UInt8>, _ range: Range<Int>) -> Int {
            bytes.append(contentsOf: UnsafeBufferPointer(start: page + range.lowerBound, count: range.count))
            ends.append(bytes.count)
            return ends.count - 1
        }

        /// `tokened`, a page's bytes with its values taken, as they were.
        func restored(_ tokened: [UInt8]) -> [UInt8] {
            var page: [UInt8] = []
            page.reserveCapacity(tokened.count + bytes.count)
            tokened.withUnsafeBufferPointer { tokened in
                guard tokened.baseAddress != nil else { return }
                var index = 0
                while index < tokened.count, let found = Self.firstMarker(in: UnsafeBufferPointer(rebasing: tokened[index...])) {
                    // Every marker is a token's, which starts with `.` one byte before it.
                    let at = max(index, index + found - 1)
                    page.append(contentsOf: tokened[index..<at])
                    var number = 0
                    index = at + 4
                    while index < tokened.count, tokened[index] &- 0x30 < 10 {
                        number = number * 10 + Int(tokened[index] &- 0x30)
                        index += 1
                    }
                    if number < ends.count { page += bytes[(number == 0 ? 0 : ends[number - 1])..<ends[number]] }
                }
                page.append(contentsOf: tokened[index...])
            }
            return page
        }
    }

    /// The tree of `utf8`, a page's bytes as UTF-8, read with its long attribute values taken
    /// out (``LongValues``); read again as it came when a token turned up anywhere but as a value.
    static func parseUTF8(_ utf8: consuming [UInt8]) throws(MarkupError) -> PageTree {
        guard let values = takeLongValues(&utf8) else { return try parse(utf8, encoding: nil) }
        let builder = Builder(values: values)
        let stream = try LibXML2.HTMLStream(rawHandler: builder, maxDepth: 1 << 20, encoding: nil)
        let outcome = utf8.withUnsafeBytes { buffer in
            Result { () throws(MarkupError) in try stream.feed(buffer) }
        }
        try outcome.get()
        try stream.finish()
        if builder.isIntact { return builder.finish() }
        return try parse(values.restored(utf8), encoding: nil)
    }

    /// Takes the long values out of `utf8` in place, leaving their tokens; nil, with `utf8` as it
    /// was, when the page holds the token's marker or a NUL.
    static func takeLongValues(_ utf8: inout [UInt8]) -> LongValues? {
        var values = LongValues()
        let kept = utf8.withUnsafeMutableBufferPointer { bytes -> Int? in
            // Each byte's kind read from a table: a load where ``kind(_:)`` is a chain of compares.
            byteKinds.withUnsafeBufferPointer { kinds in takeLongValues(bytes, kinds: kinds, into: &values) }
        }
        guard let kept else { return nil }
        utf8.removeLast(utf8.count - kept)
        return values
    }

    /// ``takeLongValues(_:)`` on the page's bytes in place, each byte's kind read from `kinds`;
    /// returns how many bytes are left, or nil when the page holds the marker or a NUL.
    private static func takeLongValues(
        _ bytes: UnsafeMutableBufferPointer<UInt8>, kinds: UnsafeBufferPointer<UInt8>, into values: inout LongValues
    ) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        guard LongValues.firstMarker(in: UnsafeBufferPointer(bytes)) == nil, memchr(base, 0, count) == nil else { return nil }
        // The bytes are read at `index` and moved down to `written`: `copied..<index` is yet to move.
        var written = 0
        var copied = 0
        var index = 0
        pages: while index < count {
            guard let found = memchr(base + index, 0x3C, count - index) else { break }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            // A start tag, as libxml2 begins one; anything else is passed as text.
            guard index < count, kinds[Int(base[index])] & nameStart != 0 else { continue }
            let tagName = index
            while index < count, kinds[Int(base[index])] & nameByte != 0 { index += 1 }
            guard index - tagName < 100 else { continue }
            let raw = rawTextElement(UnsafeBufferPointer(bytes), at: tagName)
            var blankBefore = index < count && kinds[Int(base[index])] & blank != 0
            while index < count, kinds[Int(base[index])] & blank != 0 { index += 1 }
            // The attributes as libxml2's start tag reads them, up to `>` or `/>`.
            while index < count {
                let byte = base[index]
                if byte == UInt8(ascii: ">") {
                    index += 1
                    break
                }
                if byte == UInt8(ascii: "/"), index + 1 < count, base[index + 1] == UInt8(ascii: ">") {
                    index += 2
                    break
                }
                guard kinds[Int(byte)] & nameStart != 0 else {
                    // A name libxml2 cannot read: it skips to a blank or the tag's end.
                    while index < count,
                        kinds[Int(base[index])] & (blank | tagEnd) == 0
                            || (base[index] == UInt8(ascii: "/") && !(index + 1 < count && base[index + 1] == UInt8(ascii: ">")))
                    {
                        index += 1
                    }
                    blankBefore = index < count && kinds[Int(base[index])] & blank != 0
                    while index < count, kinds[Int(base[index])] & blank != 0 { index += 1 }
                    continue
                }
                let attributeStart = index
                while index < count, kinds[Int(base[index])] & nameByte != 0 { index += 1 }
                // libxml2 cuts a name at 100 bytes and reads on from there: not followed here.
                guard index - attributeStart < 100 else { continue pages }
                let direct = index < count && base[index] == UInt8(ascii: "=")
                if !direct {
                    let afterName = index
                    while index < count, kinds[Int(base[index])] & blank != 0 { index += 1 }
                    guard index < count, base[index] == UInt8(ascii: "=") else {
                        blankBefore = index > afterName
                        continue
                    }
                }
                index += 1
                let afterEquals = index
                while index < count, kinds[Int(base[index])] & blank != 0 { index += 1 }
                guard index < count else { break }
                let quote = base[index]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    // Unquoted: libxml2 reads to a blank or `>`.
                    while index < count, kinds[Int(base[index])] & (blank | greater) == 0 { index += 1 }
                    blankBefore = index < count && kinds[Int(base[index])] & blank != 0
                    while index < count, kinds[Int(base[index])] & blank != 0 { index += 1 }
                    continue
                }
                guard let close = memchr(base + index + 1, Int32(quote), count - index - 1) else { break pages }
                let valueEnd = base.distance(to: close.assumingMemoryBound(to: UInt8.self))
                let value = (index + 1)..<valueEnd
                if blankBefore, direct, index == afterEquals, value.count >= LongValues.shortest, isPlain(base, value, kinds: kinds) {
                    let number = values.take(base, value)
                    // Moves what lies before the value down, then writes the token after it;
                    // the token is shorter than the value, so the write never passes the read.
                    if written != copied { (base + written).update(from: base + copied, count: value.lowerBound - copied) }
                    written += value.lowerBound - copied
                    written += writeToken(number, at: base + written)
                    copied = value.upperBound
                }
                index = valueEnd + 1
                blankBefore = index < count && kinds[Int(base[index])] & blank != 0
                while index < count, kinds[Int(base[index])] & blank != 0 { index += 1 }
            }
            // JSON-LD's text is read as it is, up to its `</script`.
            if let raw, let close = closingTag(UnsafeBufferPointer(bytes), name: raw, from: index) { index = close }
        }
        if written != copied, count > copied { (base + written).update(from: base + copied, count: count - copied) }
        return written + (count - copied)
    }

    /// What libxml2 makes of a byte in a tag, as bits: see ``kind(_:)`` (``byteKinds`` holds them by byte).
    private static let nameStart: UInt8 = 1
    private static let nameByte: UInt8 = 2
    private static let blank: UInt8 = 4
    private static let greater: UInt8 = 8
    /// `>` and `/`, where a skipped name may end the tag.
    private static let tagEnd: UInt8 = 16
    /// `&`, `<`, `>` and the quotes: a value holding one is not read byte for byte.
    private static let special: UInt8 = 32

    /// Whether libxml2 begins a name (of an element or attribute) with `byte` (``nameStart``),
    /// reads it in a name (``nameByte``), skips it as a blank (``blank``), or may end a tag on it
    /// (``greater``, ``tagEnd``).
    private static func kind(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"),
            UInt8(ascii: "."):
            nameStart | nameByte
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): nameByte
        case 0x20, 0x09, 0x0A, 0x0D: blank
        case UInt8(ascii: ">"): greater | tagEnd
        case UInt8(ascii: "/"): tagEnd
        default: 0
        }
    }

    /// Whether libxml2 reads the value at `range` byte for byte as it stands: no character
    /// reference, no quote, and nothing that ends a tag, a comment or text (``special``).
    private static func isPlain(_ base: UnsafeMutablePointer<UInt8>, _ range: Range<Int>, kinds: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in range where kinds[Int(base[index])] & special != 0 { return false }
        return true
    }

    /// The kinds of the 256 bytes, ``kind(_:)``'s and ``special``, by byte.
    private static let byteKinds: [UInt8] = (0...255).map { byte in
        let value = UInt8(byte)
        return kind(value) | ("&<>\"'".utf8.contains(value) ? special : 0)
    }

    /// Writes value `number`'s token at `target`; returns its length.
    private static func writeToken(_ number: Int, at target: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        target[0] = UInt8(ascii: ".")
        target[1] = LongValues.marker.0
        target[2] = LongValues.marker.1
        target[3] = LongValues.marker.2
        rest = number
        for place in stride(from: digits + 3, through: 4, by: -1) {
            target[place] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return digits + 4
    }
}
