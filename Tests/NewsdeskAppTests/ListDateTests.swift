import Foundation
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Dates on list lines: relative at a terminal, absolute in scripts")
struct ListDateTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// How long before `now` a date is, and how it reads; negative amounts are in the future.
    nonisolated static let boundaries: [(seconds: Double, reads: String)] = [
        (0, "just now"),
        (59.9, "just now"),
        (60, "1 min ago"),
        (119, "1 min ago"),
        (3_599, "59 min ago"),
        (3_600, "1 h ago"),
        (86_399, "23 h ago"),
        (86_400, "1 day ago"),
        (2 * 86_400 - 1, "1 day ago"),
        (2 * 86_400, "2 days ago"),
        (30 * 86_400 - 1, "29 days ago"),
        (30 * 86_400, "22 Aug 2026"),
        (400 * 86_400, "17 Aug 2025"),
        (-59, "just now"),
        (-60, "in 1 min"),
        (-2 * 3_600, "in 2 h"),
        (-3 * 86_400, "in 3 days"),
        (-30 * 86_400, "21 Oct 2026"),
    ]

    @Test("relative dates at each boundary: just now, min, h, days, then the day; the future reads forward", arguments: boundaries.indices)
    func relative(index: Int) {
        let (seconds, reads) = Self.boundaries[index]
        #expect(DateText.relative(Self.now.addingTimeInterval(-seconds), now: Self.now) == reads)
    }

    @Test(
        "a day reads day, English month and year in UTC, whatever the locale",
        arguments: [
            (1_394_625_600.0, "12 Mar 2014"),
            (0, "1 Jan 1970"),
            (-1, "31 Dec 1969"),
            (1_709_208_000, "29 Feb 2024"),
        ])
    func day(seconds: Double, reads: String) {
        #expect(DateText.day(Date(timeIntervalSince1970: seconds)) == reads)
    }

    @Test(
        "a list line's date and time are zero-padded digits, as printf's would be, in any year",
        arguments: [
            (0.0, "1970-01-01 00:00"),
            (1_409_228_400, "2014-08-28 12:20"),
            (-62_135_596_800, "0001-01-01 00:00"),
            (253_402_300_799, "9999-12-31 23:59"),
            (253_402_300_800, "10000-01-01 00:00"),
            (-62_198_755_200, "-001-01-01 00:00"),
        ])
    func clock(seconds: Double, reads: String) {
        #expect(DateText.short(Date(timeIntervalSince1970: seconds)) == reads)
    }

    @Test(
        "a date data made absurd (infinite, NaN, far past or future) formats without trapping",
        arguments: [
            Double.infinity, -Double.infinity, Double.nan, 1e300, -1e300,
        ])
    func absurdDates(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(!DateText.relative(date, now: Self.now).isEmpty)
        #expect(!DateText.short(date).isEmpty)
    }

    /// Three articles an hour apart, the first published an hour before `now`.
    static func harness(_ listDates: ListDateStyle) -> FlowHarness {
        FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)), listDates: listDates, now: { now })
    }

    @Test("at a terminal, list lines date articles relative to the clock; the article itself keeps the absolute date")
    func relativeMode() async throws {
        let harness = Self.harness(.relative)
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("headlines"))
        #expect(
            harness.console.output.contains(
                """
                1. Story 1
                   Fake Source · 1 h ago
                2. Story 2
                   Fake Source · 2 h ago
                3. Story 3
                   Fake Source · 3 h ago

                """))

        harness.console.clearOutput()
        #expect(await harness.run("open 2"))
        #expect(harness.console.output.contains("Published: 2026-09-21 12:13 UTC\n"))
    }

    @Test("in scripts and pipes, list lines keep YYYY-MM-DD HH:MM, the same on every run")
    func absoluteMode() async throws {
        let harness = Self.harness(.absolute)
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("headlines"))
        #expect(
            harness.console.output.contains(
                """
                1. Story 1
                   Fake Source · 2026-09-21 13:13
                2. Story 2
                   Fake Source · 2026-09-21 12:13

                """))
    }

    @Test("an article's own date: UTC in scripts, the reader's zone at a terminal; a day without a time stays its day")
    func articleDateZone() throws {
        let date = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21 14:13:20 UTC
        let paris = try #require(TimeZone(secondsFromGMT: 7200))
        var terminal = Presentation(format: .text, listDates: .relative, now: { Self.now })
        terminal.timeZone = paris
        var article = FakeNewsService.sampleArticles(count: 1)[0]
        article.publishedAt = date
        #expect(terminal.articleDate(of: article).hasPrefix("2026-09-21 16:13 "))
        #expect(!terminal.articleDate(of: article).hasSuffix("UTC"))
        let script = Presentation(format: .text, listDates: .absolute, now: { Self.now })
        #expect(script.articleDate(of: article) == "2026-09-21 14:13 UTC")
        article.publishedAt = Date(timeIntervalSince1970: 1_789_948_800)  // 2026-09-21 00:00 UTC
        #expect(terminal.articleDate(of: article) == "2026-09-21 02:00 " + (paris.abbreviation(for: article.publishedAt) ?? ""))
        #expect(script.articleDate(of: article) == "2026-09-21 00:00 UTC")
        article.publishedIsDayOnly = true  // a day without a time
        #expect(terminal.articleDate(of: article) == "2026-09-21")
        #expect(script.articleDate(of: article) == "2026-09-21")
        let late = try #require(TimeZone(secondsFromGMT: -7 * 3600))
        #expect(DateText.absolute(date, in: late).hasPrefix("2026-09-21 07:13 "))
        #expect(DateText.absolute(date, in: .gmt) == "2026-09-21 14:13 UTC")
    }
}
