import Foundation

/// Writes subscriptions as an OPML 2.0 document, one `outline` a feed, its tags in `category`.
///
/// Reading the file back with ``OPMLReader`` gives the same subscriptions, tags included.
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
        for entry in entries {
            let title = entry.title ?? entry.url
            var outline = #"    <outline type="rss" text="\#(escaped(title))" title="\#(escaped(title))" xmlUrl="\#(escaped(entry.url))""#
            if let site = entry.siteURL { outline += #" htmlUrl="\#(escaped(site))""# }
            if !entry.tags.isEmpty { outline += #" category="\#(escaped(entry.tags.joined(separator: ",")))""# }
            lines.append(outline + "/>")
        }
        lines += ["  </body>", "</opml>", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` safe inside a double-quoted attribute, without the characters XML 1.0 forbids.
    private static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
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
