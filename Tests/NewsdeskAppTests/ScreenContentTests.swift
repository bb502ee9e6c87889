import Foundation
import NewsAccounts
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Screen content")
struct ScreenContentTests {
    @Test("refresh on home streams every section again")
    func refreshHome() async throws {
        let harness = FlowHarness.signedIn(details: AccountDetails(country: "gb", categories: [.science, .sports]))
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("refresh"))

        #expect(await harness.news.headlineQueries.count == 6)
        let headings = harness.console.output.split(separator: "\n").filter { $0.hasSuffix(" in GB") }
        #expect(headings == ["Top headlines in GB", "Science in GB", "Sports in GB"])
    }

    @Test("account shows the details, edit changes them, and home then uses them")
    func editAccount() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("account"))
        #expect(harness.console.output.contains("Country:    us\nCategories: general\n"))

        harness.console.feed("ca", "health,science")
        #expect(await harness.run("edit"))
        #expect(harness.console.output.contains("Saved: country ca, categories health, science."))
        #expect(harness.console.output.hasSuffix("Type 'edit' to change your country and categories.\n"))
        #expect(try await harness.accounts.details(for: "alice") == AccountDetails(country: "ca", categories: [.health, .science]))

        #expect(await harness.run("home"))
        #expect(harness.recorder.shown == ["home", "account", "home"])
    }

    @Test("a scripted edit with a bad country fails and keeps the old details")
    func editAccountRejectsBadCountry() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("account"))

        harness.console.feed("usa")
        #expect(await harness.run("edit") == false)
        #expect(harness.console.errors == "error: 'usa' is not a two-letter country code\n")
        #expect(try await harness.accounts.details(for: "alice") == .defaults)
    }

    @Test("text from the service cannot drive the terminal: escapes, controls and bidi overrides are removed")
    func hostileArticleText() async throws {
        let hostile = Article(
            source: SourceReference(id: "evil", name: "Evil\u{1B}[2J News"),
            author: "Mallory\u{07}\u{08}\u{08}",
            title: "Breaking\u{1B}]52;c;cm0gLXJmIH4=\u{07} news\u{202E}txt.exe",
            description: "Click\u{1B}]8;;https://evil.example\u{1B}\\here\u{1B}]8;;\u{1B}\\ now\u{9B}31m",
            url: "https://evil.example/\u{1B}[1A",
            publishedAt: Date(timeIntervalSince1970: 1_790_000_000),
            content: "Line one\r\u{1B}[Kfake prompt> "
        )
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            news: FakeNewsService(articles: [hostile])
        )
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 1"))

        let output = harness.console.output
        let forbidden = output.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains(scalar.value)
        }
        #expect(forbidden.isEmpty, "control characters reached the output: \(forbidden.map { String($0.value, radix: 16) })")
        #expect(output.contains("Breaking news"))
        #expect(output.contains("Source:    Evil News"))
    }

    @Test("a hostile source id reaches the terminal cleaned, in its heading and in the hint under its articles")
    func hostileSourceID() async throws {
        let id = "evil\u{1B}[2J\u{9B}31m\u{202E}-news"
        let articles = (1...12).map { index in
            Article(
                source: SourceReference(id: id, name: "Evil"), title: "Story \(index)", url: "https://evil.example/\(index)",
                publishedAt: Date(timeIntervalSince1970: 1_790_000_000))
        }
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: articles, sources: [Source(id: id, name: "Evil")]))
        try await harness.app.start()
        #expect(await harness.run("sources"))
        harness.console.clearOutput()

        #expect(await harness.run("open 1"))

        let output = harness.console.output
        #expect(output.contains("Evil [evil-news]"))
        #expect(output.contains("Type 'headlines --source evil-news' for all of them, page by page."))
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E })
    }
}
