/// The form of a web address that two copies of one article share: the scheme, a leading `www.`,
/// the host's case, a default port, a trailing slash, a `#fragment` and tracking parameters
/// (`utm_*`, `fbclid`, `gclid`, `mc_cid`, `mc_eid`, `ref_src`) do not make a new article.
///
/// The path and the remaining query keep their case and order: servers may read both.
public enum CanonicalAddress {
    /// The canonical form of `address`, written `https://host/path?query`; an address without
    /// `://` is returned trimmed of blanks, as it is.
    public static func of(_ address: String) -> String {
        let bytes = Array(address.utf8)
        var start = 0
        var end = bytes.count
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        guard let separator = find(schemeSeparator, in: bytes, from: start, to: end) else {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var output: [UInt8] = Array("https://".utf8)
        output.reserveCapacity(end - start + 8)

        // The authority: lower-cased, without `www.` and without the scheme's default port.
        let hostStart = separator + 3
        var hostEnd = hostStart
        while hostEnd < end, !isAuthorityEnd(bytes[hostEnd]) { hostEnd += 1 }
        var host = bytes[hostStart..<hostEnd].map(lowercased)
        if host.starts(with: Array("www.".utf8)) { host.removeFirst(4) }
        for port in [":80", ":443"] where host.count > port.utf8.count && host.suffix(port.utf8.count).elementsEqual(port.utf8) {
            host.removeLast(port.utf8.count)
        }
        output += host

        // The path, up to the query or fragment, without trailing slashes.
        var pathEnd = hostEnd
        while pathEnd < end, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") { pathEnd += 1 }
        var pathLast = pathEnd
        while pathLast > hostEnd, bytes[pathLast - 1] == UInt8(ascii: "/") { pathLast -= 1 }
        output += bytes[hostEnd..<pathLast]

        // The query's parameters that are not tracking ones, in their order.
        guard pathEnd < end, bytes[pathEnd] == UInt8(ascii: "?") else { return String(decoding: output, as: UTF8.self) }
        var queryEnd = pathEnd + 1
        while queryEnd < end, bytes[queryEnd] != UInt8(ascii: "#") { queryEnd += 1 }
        var kept = 0
        var parameterStart = pathEnd + 1
        while parameterStart < queryEnd {
            var parameterEnd = parameterStart
            while parameterEnd < queryEnd, bytes[parameterEnd] != UInt8(ascii: "&") { parameterEnd += 1 }
            let parameter = bytes[parameterStart..<parameterEnd]
            if !parameter.isEmpty, !isTracking(parameter) {
                output.append(kept == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
                output += parameter
                kept += 1
            }
            parameterStart = parameterEnd + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let schemeSeparator = Array("://".utf8)
    private static let trackingNames = ["fbclid", "gclid", "mc_cid", "mc_eid", "ref_src"].map { Array($0.utf8) }

    /// Whether a `name=value` parameter is one that only tells where a reader came from.
    private static func isTracking(_ parameter: ArraySlice<UInt8>) -> Bool {
        let name = parameter.prefix { $0 != UInt8(ascii: "=") }.map(lowercased)
        return name.starts(with: Array("utm_".utf8)) || trackingNames.contains(name)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard end - start >= needle.count else { return nil }
        for index in start...(end - needle.count) where bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
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
