import Foundation

/// What a subscription file held: the feeds, and a note for each line or outline left out.
public struct SubscriptionList: Sendable, Equatable {
    /// The feeds, in file order, each address once (in any of its forms, ``FeedAddress``).
    public var entries: [SubscriptionEntry]
    /// What was skipped and why, in words (`line 4: query feeds are newsboat's own; skipped`).
    public var notes: [String]
    /// The canonical forms of the addresses ``add(_:)`` listed, so a file of thousands of feeds
    /// is read in linear time, not quadratic.
    private var listed: Set<String> = []

    /// Creates a list.
    public init(entries: [SubscriptionEntry] = [], notes: [String] = []) {
        self.entries = entries
        self.notes = notes
    }

    /// Whether two lists hold the same feeds and notes.
    public static func == (left: SubscriptionList, right: SubscriptionList) -> Bool {
        left.entries == right.entries && left.notes == right.notes
    }

    /// The largest subscription file newsdesk reads, in bytes.
    public static let maxFileBytes = OPMLReader.maxBytes

    /// The subscriptions of an OPML 1.0 or 2.0 file.
    public static func readingOPML(_ bytes: [UInt8]) throws(SubscriptionFileError) -> SubscriptionList {
        try OPMLReader.read(bytes)
    }

    /// The subscriptions of newsboat's `urls` file.
    public static func readingNewsboatURLs(_ text: String) -> SubscriptionList {
        NewsboatURLsReader.read(text)
    }

    /// These subscriptions as an OPML 2.0 document dated `date`.
    public func opml(date: Date) -> String {
        OPMLWriter.write(entries, date: date)
    }

    /// Adds `entry` unless its address, or another form of it (``FeedAddress``), is listed
    /// already; returns whether it was added.
    @discardableResult
    mutating func add(_ entry: SubscriptionEntry) -> Bool {
        if listed.count != entries.count { listed = Set(entries.map { FeedAddress.canonical($0.url) }) }
        guard listed.insert(FeedAddress.canonical(entry.url)).inserted else { return false }
        entries.append(entry)
        return true
    }
}
