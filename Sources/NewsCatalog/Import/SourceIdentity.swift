import Foundation
import NewsModels

/// Makes source ids and facts from what a data set knows about a publisher.
enum SourceIdentity {
    /// A NewsAPI-style id from a name: lowercase letters and digits, words joined by `-`.
    ///
    /// Accents are folded (`Süddeutsche` becomes `suddeutsche`); a name with no Latin letter or
    /// digit gives an empty id.
    static func slug(_ name: String) -> String {
        // Foundation's folding changes no ASCII letter but its case, so a name in ASCII (all but 9
        // of UCI's 10,992 publishers) is slugged without it: slugs were 0.7% of a UCI import's CPU.
        if let slug = asciiSlug(name) { return slug }
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        var slug = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return slug.lowercased()
    }

    /// ``slug(_:)`` of a name written in ASCII, read byte by byte; nil for any other name.
    private static func asciiSlug(_ name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        var pendingDash = false
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            let lowered = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
            if lowered &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 {
                if pendingDash, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingDash = false
                bytes.append(lowered)
            } else {
                pendingDash = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The NewsAPI country a host name's country-code domain names (`co.uk` is `gb`), if any.
    static func country(ofHost host: String) -> String? {
        guard let dot = host.lastIndex(of: ".") else { return nil }
        let domain = host[host.index(after: dot)...].lowercased()
        if domain == "uk" { return "gb" }
        return newsAPICountries.contains(domain) ? domain : nil
    }

    /// The countries NewsAPI's top headlines know.
    static let newsAPICountries = Set(CountryChoice.codes)
}
