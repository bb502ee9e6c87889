import NewsModels

/// Entries of a list read as stories, from where the last batch stopped: the first article, in
/// the list's order, of each story not listed before.
public struct StoryBatch: Sendable {
    /// Where to read on from, and for how many entries.
    public struct Request: Sendable {
        /// How many of the list's articles earlier batches read.
        public var from: Int
        /// How many entries to find; a holder may give every one left when few articles are.
        public var wanted: Int
        /// The stories listed already: their later articles are not entries.
        public var listed: Set<String>
        /// The most of the list's articles read, earlier batches' included.
        public var readLimit: Int

        /// A request for `wanted` entries after the list's first `from` articles.
        public init(from: Int, wanted: Int, listed: Set<String>, readLimit: Int) {
            self.from = from
            self.wanted = wanted
            self.listed = listed
            self.readLimit = readLimit
        }
    }

    /// The new entries, in the list's order, each with its story's size.
    public var entries: [Article]
    /// How many of the list's articles have been read, this batch's included.
    public var articlesRead: Int
    /// How many articles the list holds, or the request's read limit when it holds more.
    public var articleTotal: Int
    /// Whether the list holds more articles than ``articleTotal``: they were counted only as far
    /// as the request's read limit.
    public var holdsMore: Bool
    /// Whether the list's last article has been read.
    public var reachedEnd: Bool

    /// A batch of `entries` that read the list as far as `articlesRead` of its `articleTotal`
    /// articles, or of more when `holdsMore`.
    public init(entries: [Article], articlesRead: Int, articleTotal: Int, holdsMore: Bool = false, reachedEnd: Bool) {
        self.entries = entries
        self.articlesRead = articlesRead
        self.articleTotal = articleTotal
        self.holdsMore = holdsMore
        self.reachedEnd = reachedEnd
    }
}
