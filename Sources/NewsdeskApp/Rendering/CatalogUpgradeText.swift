import FlowKit
import NewsCatalog

/// The progress line of a catalog's one-time upgrade, drawn while a catalog an earlier version
/// wrote is brought up to date as it is opened.
public enum CatalogUpgradeText {
    /// `Upgrading the catalog's search index: 1,200,000 of 4,224,410 articles (28%)`.
    static func line(_ progress: CatalogUpgradeProgress) -> String {
        let percent = progress.articles == 0 ? 100 : progress.articlesDone * 100 / progress.articles
        return "Upgrading the catalog's search index: \(CountText.grouped(progress.articlesDone)) of "
            + "\(CountText.grouped(progress.articles)) articles (\(percent)%)"
    }

    /// A report drawing each step on `statusLine` and clearing it at the end; nil (nothing to
    /// draw) when there is no status line.
    public static func report(on statusLine: TerminalStatusLine?) -> CatalogUpgradeProgress.Report? {
        guard let statusLine else { return nil }
        return { progress in
            if progress.articlesDone >= progress.articles {
                statusLine.clear()
            } else {
                statusLine.show(line(progress))
            }
        }
    }
}
