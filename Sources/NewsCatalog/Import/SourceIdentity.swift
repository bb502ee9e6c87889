import Foundation
import NewsModels

/// Makes source ids and facts from what a data set knows about a publisher.
enum SourceIdentity {
    /// A NewsAPI-style id from a name: lowercase letters and digits, words joined by `-`.
    ///
    /// Accents are folded (`Süddeutsche` becomes `suddeutsche`); a name with no Latin letter or
    /// digit gives an empty id.
    static func slug(_ name: String) -> String {
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
