import Foundation

/// Writes subscriptions as an OPML 2.0 document, one `outline` a feed, its tags in `category`.
///
/// A feed with tags sits in a folder outline named for its first tag, as Feedly, Inoreader and
/// NetNewsWire read folders; `category` still lists every tag. Reading the file back with
/// ``OPMLReader`` gives the same subscriptions, tags included, and a first tag holding a comma
/// comes back whole from its folder.
///
/// Text is written without the characters that could hide or reorder what a person reads (C1
/// controls, bidirectional controls, zero-width characters): XML 1.0 allows C1 controls only as
/// references, and a name needs none of them.
enum OPMLWriter {
    /// The OPML document for `entries`, dated `date`.
    static func write(_ entries: [SubscriptionEntry], date: Date) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<opml version="2.0">"#,
            "  <head>",
            "    <title>newsdesk subscriptions</title>",
            "    <dateCreated>\(rfc822(date))</dateCreated>",
            "  </head>",
            "  <body>",
        ]
        var groups: [(folder: String?, entries: [SubscriptionEntry])] = []
        for entry in entries {
            let folder = entry.tags.first.map(clean).flatMap { $0.isEmpty ? nil : $0 }
            if let index = groups.firstIndex(where: { $0.folder == folder }) {
                groups[index].entries.append(entry)
            } else {
                groups.append((folder, [entry]))
            }
        }
        for group in groups {
            guard let folder = group.folder else {
                lines += group.entries.map { outline($0, indent: "    ") }
                continue
            }
            lines.append(#"    <outline text="\#(escaped(folder))" title="\#(escaped(folder))">"#)
            lines += group.entries.map { outline($0, indent: "      ") }
            lines.append("    </outline>")
        }
        lines += ["  </body>", "</opml>", ""]
        return lines.joined(separator: "\n")
    }

    /// The outline line of one feed.
    private static func outline(_ entry: SubscriptionEntry, indent: String) -> String {
        let title = escaped(entry.title ?? entry.url)
        var outline = #"\#(indent)<outline type="rss" text="\#(title)" title="\#(title)" xmlUrl="\#(escaped(entry.url))""#
        if let site = entry.siteURL { outline += #" htmlUrl="\#(escaped(site))""# }
        let tags = entry.tags.map(clean).filter { !$0.isEmpty }
        if !tags.isEmpty { outline += #" category="\#(escaped(tags.joined(separator: ",")))""# }
        return outline + "/>"
    }

    /// `text` for an attribute: without hiding and reordering characters, XML-escaped.
    private static func escaped(_ text: String) -> String {
        FeedText.xmlEscaped(clean(text))
    }

    /// `text` without C1 controls, bidirectional controls and zero-width characters.
    static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.lazy.filter { !isHidden($0) })
        return String(kept)
    }

    /// Whether `scalar` is a C1 control, a bidirectional control or a zero-width character.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x200B...0x200D, 0x2060, 0xFEFF: true
        default: false
        }
    }

    private static func rfc822(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
