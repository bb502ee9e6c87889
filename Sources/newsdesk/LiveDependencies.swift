import NewsCore
import NewsdeskApp

/// Builds the real services: accounts (and the bookmarks in the same file) on disk now, the
/// catalog only when first asked for news.
enum LiveDependencies {
    static func make(directories: NewsdeskDirectories) throws -> AppDependencies {
        let accounts = try LocalAccountService.open(path: directories.accountsPath)
        let catalogPath = directories.catalogPath
        let catalog = OnDemandNewsService(serviceName: "local") {
            let catalog = try LocalCatalog.open(path: catalogPath)
            _ = try await catalog.fillWithSampleIfEmpty()
            return catalog
        }
        return AppDependencies(accounts: accounts, readingList: accounts.readingList, newsService: { _ in catalog })
    }
}
