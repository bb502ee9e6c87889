import Foundation

/// How one fetch of one feed ended, and what to remember from it.
public struct FeedFetchResult: Sendable, Equatable {
    /// Why a feed was not asked at all.
    public enum Skip: Sendable, Equatable {
        /// Fetched recently; due again at this moment.
        case fresh(dueAt: Date)
        /// Its host asked every reader to wait until this moment.
        case held(until: Date)
        /// It answered `410 Gone` once; it is not asked again.
        case gone
        /// Another fetch running at the same time (cron's, another shell's) is asking it now.
        case claimed
        /// It failed the last times it was asked, so it waits longer after each; due again at this moment.
        case failing(dueAt: Date)
    }

    /// What happened.
    public enum Outcome: Sendable, Equatable {
        /// A feed arrived and was read.
        case fetched(FeedDocument)
        /// `304 Not Modified`: nothing new, nothing parsed.
        case notModified
        /// Not asked (see ``Skip``).
        case skipped(Skip)
        /// `410 Gone`: the feed is marked gone.
        case gone
        /// It failed; the rest of the feeds go on.
        case failed(FeedFetchError)
    }

    /// A server's request to be left alone until a moment (`429` or `503` with `Retry-After`).
    public struct HostHold: Sendable, Equatable {
        /// The server's origin (``FeedFetcher/origin(of:)``): scheme, host and port.
        public var host: String
        /// When its feeds may be fetched again.
        public var until: Date

        /// Creates a hold.
        public init(host: String, until: Date) {
            self.host = host
            self.until = until
        }
    }

    /// An answer that arrived whole but is no feed (a web page), with the address it came from
    /// after any redirect: discovery looks in it for the feeds the page links to without asking again.
    public struct NotAFeed: Sendable, Equatable {
        /// Where the answer came from, after any redirect.
        public var url: URL
        /// The body as it arrived (decompressed).
        public var body: Data
    }

    /// What happened.
    public var outcome: Outcome
    /// The state to store for next time.
    public var state: FeedFetchState
    /// A host that asked to be left alone, and until when: every feed of it waits.
    public var hold: HostHold?
    /// The answer, when it was no feed (``FeedError/notAFeed(complaint:)``); nil otherwise.
    public var notAFeed: NotAFeed?

    /// Creates a result.
    public init(outcome: Outcome, state: FeedFetchState, hold: HostHold? = nil, notAFeed: NotAFeed? = nil) {
        self.outcome = outcome
        self.state = state
        self.hold = hold
        self.notAFeed = notAFeed
    }
}
