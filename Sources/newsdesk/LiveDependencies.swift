import FlowKit
import Foundation
import Logging
import NewsAccounts
import NewsCatalog
import NewsModels
import NewsStorage
import NewsWeb
import NewsdeskApp

/// Builds the real services: accounts (and the bookmarks in the same file) on disk now; the
/// catalog, the NewsAPI key and the HTTP stack only when first asked for news.
enum LiveDependencies {
    static func make(
        directories: NewsdeskDirectories,
        newsAPI: NewsAPIConfiguration,
        outputFormat: OutputFormat,
        listDates: ListDateStyle,
        backgroundFetch: BackgroundFetchSchedule?,
        logger: Logger
    ) throws -> AppDependencies {
        let accounts = try LocalAccountService.open(path: directories.accountsPath)
        let catalogPath = directories.catalogPath
        let opener = OpenedOnFirstUse<LocalCatalog> {
            // A catalog an earlier version wrote is upgraded once, with a progress line on a terminal.
            let catalog = try await LocalCatalog.open(
                path: catalogPath, waiting: .standard, upgrading: CatalogUpgradeText.report(on: TerminalStatusLine.onStandardError()))
            _ = try await catalog.fillWithSampleIfEmpty()
            return catalog
        }
        let catalog = OnDemandNewsService(serviceName: "local", keepsStories: true) { try await opener.value() }
        // Feeds and reader mode's pages share one HTTP client, started on the first request.
        let web = FeedHTTP.transport(logger: logger)
        let feeds = LocalFeedLibrary(
            catalog: { try await opener.value() }, readingList: accounts.readingList, transport: web, userAgent: FeedHTTP.userAgent,
            logger: logger)
        let keyring = FileNewsAPIKeyring(configuration: newsAPI, file: NewsAPICredentialFile(path: directories.newsAPIKeyPath))
        let live = OnDemandNewsService(serviceName: "newsapi") {
            guard let key = try await keyring.keptKey() else { throw NewsAPISessionError.noKeptKey }
            let transport = AsyncHTTPClientTransport(configuration: newsAPI)
            return NewsAPIClient(key: key, configuration: newsAPI, transport: LoggingTransport.logging(transport, to: logger))
        }
        return AppDependencies(
            accounts: accounts,
            readingList: accounts.readingList,
            newsAPIKeyring: keyring,
            newsService: { session in
                switch session.kind {
                case .local: catalog
                case .newsapi: live
                }
            },
            feeds: feeds,
            pages: LocalArticlePages(
                catalog: { try await opener.value() }, fetcher: PageFetcher(transport: web, userAgent: FeedHTTP.userAgent)),
            stories: LocalArticleStories(catalog: { try await opener.value() }),
            backgroundFetch: backgroundFetch,
            urlOpener: SystemURLOpener(environment: ProcessInfo.processInfo.environment),
            outputFormat: outputFormat,
            listDates: listDates,
            catalogShowsSample: { LocalCatalog.showsSample(path: catalogPath) }
        )
    }
}
