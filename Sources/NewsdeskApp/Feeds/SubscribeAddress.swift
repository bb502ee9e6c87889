/// What `subscribe` was typed with, read as newsboat and other readers read it: an address, a
/// `feed:` address, an address without its scheme, or the number of a feed a page linked to.
enum SubscribeAddress: Equatable {
    /// An address to fetch (or whose page to look at for feeds).
    case address(String)
    /// Item N of the feeds the last page linked to.
    case choice(ItemNumber)

    /// Reads `text`: `feed://host/path` is `http://host/path` (what the scheme has always meant;
    /// a server that moved to https redirects), `feed:https://…` is the address after `feed:`,
    /// `example.com/feed` is `https://example.com/feed`, and a number picks from the last choices.
    init(_ text: String) {
        if ListSelection.isNumber(text), let number = ItemNumber(text) {
            self = .choice(number)
            return
        }
        let lowered = text.lowercased()
        if lowered.hasPrefix("feed://") {
            self = .address("http://" + text.dropFirst("feed://".count))
        } else if lowered.hasPrefix("feed:") {
            self = .address(String(text.dropFirst("feed:".count)))
        } else if !lowered.contains("://"), Self.startsWithHost(text) {
            self = .address("https://" + text)
        } else {
            self = .address(text)
        }
    }

    /// Whether `text` starts with what can only be a host name (`example.com`, `example.com:8080/feed`):
    /// letters, digits, `-` and `.` with a dot inside, up to the first `/` or `:`.
    private static func startsWithHost(_ text: String) -> Bool {
        let host = text.prefix { $0 != "/" && $0 != ":" && $0 != "?" && $0 != "#" }
        guard host.contains("."), !host.hasPrefix("."), !host.hasSuffix(".") else { return false }
        return host.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "."
        }
    }
}
