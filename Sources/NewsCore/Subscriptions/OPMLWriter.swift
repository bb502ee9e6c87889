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
            var outline =
                #"    <outline type="rss" text="\#(FeedText.xmlEscaped(title))" title="\#(FeedText.xmlEscaped(title))" xmlUrl="\#(FeedText.xmlEscaped(entry.url))""#
            if let site = entry.siteURL { outline += #" htmlUrl="\#(FeedText.xmlEscaped(site))""# }
            if !entry.tags.isEmpty { outline += #" category="\#(FeedText.xmlEscaped(entry.tags.joined(separator: ",")))""# }
            lines.append(outline + "/>")
        }
        lines += ["  </body>", "</opml>", ""]
        return lines.joined(separator: "\n")
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
