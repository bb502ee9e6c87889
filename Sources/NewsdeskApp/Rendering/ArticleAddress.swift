import Foundation

/// An article's web address, checked before anything outside newsdesk is handed it.
enum ArticleAddress {
    /// The address when it is a plain http or https URL with a host, else nil.
    ///
    /// Article addresses come from files and servers: a `file:` or `javascript:` address, or one
    /// carrying control characters, is never passed to a browser.
    static func web(_ text: String) -> URL? {
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }),
            let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
