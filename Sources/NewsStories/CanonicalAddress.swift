/// The form of a web address that two copies of one article share: the scheme, a leading `www.`,
/// the host's case, a default port, a trailing slash, a `#fragment` and tracking parameters
/// (`utm_*`, `fbclid`, `gclid`, `mc_cid`, `mc_eid`, `ref_src`) do not make a new article.
///
/// The path and the remaining query keep their case and order: servers may read both.
public enum CanonicalAddress {
    /// The canonical form of `address`, written `https://host/path?query`; an address without
    /// `://` is returned trimmed of blanks, as it is.
    public static func of(_ address: String) -> String {
        var output: [UInt8] = []
        write(address, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes the canonical form of `address` into `output` (emptied first), so a caller that only
    /// compares or hashes addresses can reuse one buffer.
    public static func write(_ address: String, into output: inout [UInt8]) {
        output.removeAll(keepingCapacity: true)
        var address = address
        address.withUTF8 { write($0, into: &output) }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var start = 0
        var end = bytes.count
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        guard let separator = schemeSeparator(in: bytes, from: start, to: end) else {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            return
        }
        output.append(contentsOf: "https://".utf8)

        // The authority: lower-cased, without `www.` and without the scheme's default port.
        var hostStart = separator + 3
        var hostEnd = hostStart
        while hostEnd < end, !isAuthorityEnd(bytes[hostEnd]) { hostEnd += 1 }
        if hostEnd - hostStart > 4, matches(bytes, at: hostStart, lowercased: "www.") { hostStart += 4 }
        var portStart = hostEnd
        if hostEnd - hostStart > 3, matches(bytes, at: hostEnd - 3, lowercased: ":80") { portStart = hostEnd - 3 }
        if hostEnd - hostStart > 4, matches(bytes, at: hostEnd - 4, lowercased: ":443") { portStart = hostEnd - 4 }
        for index in hostStart..<portStart { output.append(lowercased(bytes[index])) }

        // The path, up to the query or fragment, without trailing slashes.
        var pathEnd = hostEnd
        while pathEnd < end, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") { pathEnd += 1 }
        var pathLast = pathEnd
        while pathLast > hostEnd, bytes[pathLast - 1] == UInt8(ascii: "/") { pathLast -= 1 }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[hostEnd..<pathLast]))

        // The query's parameters that are not tracking ones, in their order.
        guard pathEnd < end, bytes[pathEnd] == UInt8(ascii: "?") else { return }
        var queryEnd = pathEnd + 1
        while queryEnd < end, bytes[queryEnd] != UInt8(ascii: "#") { queryEnd += 1 }
        var kept = 0
        var parameterStart = pathEnd + 1
        while parameterStart < queryEnd {
            var parameterEnd = parameterStart
            while parameterEnd < queryEnd, bytes[parameterEnd] != UInt8(ascii: "&") { parameterEnd += 1 }
            if parameterEnd > parameterStart, !isTracking(bytes, from: parameterStart, to: parameterEnd) {
                output.append(kept == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[parameterStart..<parameterEnd]))
                kept += 1
            }
            parameterStart = parameterEnd + 1
        }
    }

    /// Whether a `name=value` parameter is one that only tells where a reader came from.
    private static func isTracking(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var nameEnd = start
        while nameEnd < end, bytes[nameEnd] != UInt8(ascii: "=") { nameEnd += 1 }
        if nameEnd - start > 4, matches(bytes, at: start, lowercased: "utm_") { return true }
        for name: StaticString in ["fbclid", "gclid", "mc_cid", "mc_eid", "ref_src"]
        where nameEnd - start == name.utf8CodeUnitCount && matches(bytes, at: start, lowercased: name) {
            return true
        }
        return false
    }

    /// Whether `bytes` hold `text` (lower-case ASCII) at `index`, in any case.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, lowercased text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index >= 0, index + count <= bytes.count else { return false }
        for offset in 0..<count where lowercased(bytes[index + offset]) != text.utf8Start[offset] { return false }
        return true
    }

    private static func schemeSeparator(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard end - start >= 3 else { return nil }
        for index in start...(end - 3) where matches(bytes, at: index, lowercased: "://") {
            // A scheme holds letters, digits, `+`, `-` and `.` only; `://` later on is inside a path.
            return bytes[start..<index].allSatisfy(isSchemeByte) && index > start ? index : nil
        }
        return nil
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        let letter = lowercased(byte)
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(letter) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isAuthorityEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
