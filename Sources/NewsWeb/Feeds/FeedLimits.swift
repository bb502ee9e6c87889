/// The bounds a feed is read within: whatever a server sends, reading it costs at most this.
public struct FeedLimits: Sendable, Equatable {
    /// The most bytes of body read, after decompression.
    public var maxBodyBytes: Int
    /// The deepest nesting of elements read.
    public var maxDepth: Int

    /// Creates limits.
    public init(maxBodyBytes: Int = 16 << 20, maxDepth: Int = 256) {
        self.maxBodyBytes = maxBodyBytes
        self.maxDepth = maxDepth
    }
}
