import FlowKit
import Foundation
import NewsAccounts
import NewsCatalog
import NewsModels
import NewsWeb
import NewsdeskTestSupport

@testable import NewsdeskApp

/// The app flow wired to fakes, a test console and a navigation recorder.
@MainActor
final class FlowHarness {
    let console: TestConsole
    let recorder = NavigationRecorder()
    let accounts: FakeAccountService
    let news: FakeNewsService
    let readingList: FakeReadingList
    let keyring: FakeNewsAPIKeyring
    let urlOpener: FakeURLOpener
    /// The feeds' web: what `subscribe` and `fetch` reach.
    let feedServer = FakeFeedServer()
    /// The catalog the feeds live in, in memory, opened on first use.
    let feedCatalog = OpenedOnFirstUse<LocalCatalog> { try LocalCatalog.inMemory() }
    let app: AppFlowController
    let shell: Shell

    static let alice = Session(username: "alice", kind: .local, startedAt: Date(timeIntervalSince1970: 1_790_000_000))

    init(
        accounts: FakeAccountService = FakeAccountService(),
        news: FakeNewsService = FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)),
        readingList: FakeReadingList = FakeReadingList(),
        keyring: FakeNewsAPIKeyring = FakeNewsAPIKeyring(),
        urlOpener: FakeURLOpener = FakeURLOpener(),
        interactive: Bool = false,
        outputFormat: OutputFormat = .text,
        listDates: ListDateStyle = .absolute,
        now: @escaping @Sendable () -> Date = { Date() },
        newsService: (any NewsService)? = nil,
        backgroundFetch: BackgroundFetchSchedule? = nil
    ) {
        self.keyring = keyring
        self.urlOpener = urlOpener
        console = TestConsole(interactive: interactive)
        self.accounts = accounts
        self.news = news
        self.readingList = readingList
        let feedCatalog = self.feedCatalog
        let dependencies = AppDependencies(
            accounts: accounts,
            readingList: readingList,
            newsAPIKeyring: keyring,
            newsService: { _ in newsService ?? news },
            feeds: LocalFeedLibrary(
                catalog: { try await feedCatalog.value() }, readingList: readingList, transport: feedServer, userAgent: "newsdesk-test"),
            pages: LocalArticlePages(
                catalog: { try await feedCatalog.value() }, fetcher: PageFetcher(transport: feedServer, userAgent: "newsdesk-test")),
            stories: LocalArticleStories(catalog: { try await feedCatalog.value() }),
            backgroundFetch: backgroundFetch,
            urlOpener: urlOpener,
            now: now,
            outputFormat: outputFormat,
            listDates: listDates
        )
        app = AppFlowController(environment: FlowEnvironment(console: console, observer: recorder), dependencies: dependencies)
        shell = Shell(host: app, console: console)
    }

    /// A harness whose store has alice (password `password123`) signed in, with details.
    static func signedIn(
        details: AccountDetails = .defaults,
        news: FakeNewsService = FakeNewsService(),
        readingList: FakeReadingList = FakeReadingList(),
        outputFormat: OutputFormat = .text,
        listDates: ListDateStyle = .absolute,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> FlowHarness {
        FlowHarness(
            accounts: FakeAccountService(
                passwords: ["alice": "password123"],
                details: ["alice": details],
                session: alice
            ),
            news: news,
            readingList: readingList,
            outputFormat: outputFormat,
            listDates: listDates,
            now: now
        )
    }

    /// Runs one command line; returns whether it succeeded.
    @discardableResult
    func run(_ line: String) async -> Bool {
        await shell.execute(line)
    }
}
