import Foundation

/// Answers the fake's feed routes under `/feeds/`, for tests of fetching feeds politely (and the
/// pages reader mode reads: `article.html`, `report.pdf`, and the feeds whose item is that page:
/// `reader.xml`, and `slow-reader.xml`, whose item is `/feeds/slow/article.html`).
///
/// | path | answer |
/// | --- | --- |
/// | `/feeds/NAME` | a fixture (``FeedFixtures``) with an `ETag` and `Last-Modified`; `304` when the request carries either validator |
/// | `/feeds/gzip/NAME` | the fixture gzip-compressed (`Content-Encoding: gzip`) |
/// | `/feeds/redirect/CODE/NAME` | `CODE` (301, 302, 307, 308) to `/feeds/NAME` |
/// | `/feeds/loop/a`, `/feeds/loop/b` | `302` to each other |
/// | `/feeds/gone` | `410 Gone` |
/// | `/feeds/limited`, `/feeds/unavailable` | `429` (`Retry-After: 120`) and `503` (`Retry-After: 60`) |
/// | `/feeds/bomb` | gzip that unpacks to 64 MiB of zeros |
/// | `/feeds/huge` | 20 MiB of feed, uncompressed |
/// | `/feeds/slow/NAME` | the fixture, after the server's slow wait (see `FakeNewsAPIServer`) |
/// | `/feeds/stall` | headers and a few bytes, then nothing until the client gives up |
struct FeedResponder: Sendable {
    /// The path every feed route starts with.
    static let prefix = "/feeds/"
    /// The validators every fixture is served with.
    static let etag = "\"fixture-v1\""
    static let lastModified = "Mon, 23 Nov 2026 08:00:00 GMT"
    /// How long `/feeds/slow/NAME` waits before answering, in seconds.
    static let slowSeconds = 10.0

    /// What the server does for one feed request.
    enum Answer: Sendable {
        /// Send this reply.
        case reply(Reply)
        /// Send `304 Not Modified` (the server counts these).
        case notModified
        /// Wait as a slow fault does, then send this reply.
        case slowly(Reply)
        /// Send headers and a few bytes, then stall.
        case stall
    }

    private static let bomb = GzipBody.bomb(unpackedSize: 64 << 20)

    /// The answer to `request`, whose path starts with ``prefix``.
    func answer(_ request: RecordedRequest) -> Answer {
        let parts = request.path.dropFirst(Self.prefix.count).split(separator: "/").map(String.init)
        switch parts.first {
        case "gzip"?:
            guard parts.count == 2, let fixture = FeedFixtures.fixture(named: parts[1]), let body = GzipBody.compress(fixture.body) else {
                return .reply(notFound)
            }
            return .reply(.answer(status: 200, headers: ["Content-Type": fixture.contentType, "Content-Encoding": "gzip"], body: body))
        case "redirect"?:
            guard parts.count == 3, let code = Int(parts[1]), [301, 302, 303, 307, 308].contains(code) else { return .reply(notFound) }
            return .reply(.answer(status: code, headers: ["Location": Self.prefix + parts[2]], body: Data()))
        case "loop"?:
            return .reply(
                .answer(status: 302, headers: ["Location": Self.prefix + (parts.last == "a" ? "loop/b" : "loop/a")], body: Data()))
        case "gone"?:
            return .reply(.answer(status: 410, headers: [:], body: Data()))
        case "limited"?:
            return .reply(.answer(status: 429, headers: ["Retry-After": "120"], body: Data()))
        case "unavailable"?:
            return .reply(.answer(status: 503, headers: ["Retry-After": "60"], body: Data()))
        case "bomb"?:
            return .reply(
                .answer(status: 200, headers: ["Content-Type": "application/rss+xml", "Content-Encoding": "gzip"], body: Self.bomb))
        case "huge"?:
            var body = Data("<rss><channel><title>Huge</title>".utf8)
            body.append(Data(repeating: UInt8(ascii: " "), count: 20 << 20))
            return .reply(.answer(status: 200, headers: ["Content-Type": "application/rss+xml"], body: body))
        case "slow"?:
            guard parts.count == 2, let fixture = FeedFixtures.fixture(named: parts[1]) else { return .reply(notFound) }
            return .slowly(served(fixture))
        case "stall"?:
            return .stall
        case let name?:
            guard parts.count == 1, let fixture = FeedFixtures.fixture(named: name) else { return .reply(notFound) }
            if request.header("If-None-Match") == Self.etag || request.header("If-Modified-Since") == Self.lastModified {
                return .notModified
            }
            return .reply(served(fixture))
        case nil:
            return .reply(notFound)
        }
    }

    private func served(_ fixture: FeedFixtures.Fixture) -> Reply {
        .answer(
            status: 200,
            headers: ["Content-Type": fixture.contentType, "ETag": Self.etag, "Last-Modified": Self.lastModified],
            body: fixture.body
        )
    }

    private var notFound: Reply {
        .answer(status: 404, headers: ["Content-Type": "text/plain"], body: Data("no such feed fixture\n".utf8))
    }
}
