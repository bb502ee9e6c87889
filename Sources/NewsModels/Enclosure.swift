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
}
