import Foundation

/// A file an item carries: a podcast's episode, a video (RSS `enclosure`, Atom `link
/// rel="enclosure"`, JSON Feed `attachments`, Media RSS `media:content`).
public struct Enclosure: Sendable, Hashable, Codable {
    /// Its address, absolute http(s).
    public var url: String
    /// Its media type as the feed says (`audio/mpeg`), if it says.
    public var type: String?
    /// Its size in bytes, if the feed gives a positive one.
    public var length: Int64?
    /// How long it plays, in seconds (`itunes:duration`, `duration`), if the feed says.
    public var duration: Int?

    /// Creates an enclosure.
    public init(url: String, type: String? = nil, length: Int64? = nil, duration: Int? = nil) {
        self.url = url
        self.type = type
        self.length = length
        self.duration = duration
    }

    /// A size as feeds write it (`12345`, ` 12345 `), positive and within bounds; nil otherwise.
    static func length(_ text: String?) -> Int64? {
        guard let text, let value = Int64(FeedText.trimmed(text)), value > 0 else { return nil }
        return value
    }

    /// A duration as feeds write it: seconds (`1830`, `1830.5`), `MM:SS` or `HH:MM:SS`; nil for
    /// anything else or more than a year.
    static func duration(_ text: String?) -> Int? {
        guard let text else { return nil }
        let parts = FeedText.trimmed(text).split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var seconds = 0.0
        for part in parts {
            guard let value = Double(part), value >= 0, value.isFinite else { return nil }
            seconds = seconds * 60 + value
        }
        guard seconds <= 366 * 86_400 else { return nil }
        return Int(seconds.rounded())
    }
}
