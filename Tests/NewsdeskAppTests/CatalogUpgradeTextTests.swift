import NewsCatalog
import Testing

@testable import NewsdeskApp

@Suite("The progress line of a catalog's upgrade")
struct CatalogUpgradeTextTests {
    @Test("counts grouped, the share done in whole percent, an empty catalog done at once")
    func line() {
        #expect(
            CatalogUpgradeText.line(CatalogUpgradeProgress(articlesDone: 1_200_000, articles: 4_224_410))
                == "Upgrading the catalog's search index: 1,200,000 of 4,224,410 articles (28%)")
        #expect(
            CatalogUpgradeText.line(CatalogUpgradeProgress(articlesDone: 0, articles: 0))
                == "Upgrading the catalog's search index: 0 of 0 articles (100%)")
    }

    @Test("without a terminal there is no line to draw, so no report")
    func noTerminal() {
        #expect(CatalogUpgradeText.report(on: nil) == nil)
    }
}
