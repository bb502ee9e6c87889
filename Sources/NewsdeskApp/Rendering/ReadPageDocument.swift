import FlowKit
import NewsWeb

/// A page read in reader mode as the terminal lays it out, at the prompt (`read`) and on standard
/// output (`newsdesk read`): its title, then author · site · date, the body with links as `[n]`
/// references listed at the end, and the page's address.
enum ReadPageDocument {
    /// The document of `page`, read from `url`; `fallbackTitle` names a page that gives no title.
    static func view(of page: ReadPage, url: String?, fallbackTitle: String? = nil) -> DocumentView {
        let byline = [page.byline, page.siteName, page.publishedAt.map { DateText.absolute($0) }].compactMap { $0 }
        return DocumentView(
            title: page.title ?? fallbackTitle ?? url ?? "Untitled page",
            fields: byline.isEmpty ? [] : [.init(label: "By", value: byline.joined(separator: " · "))],
            blocks: ArticleBody.blocks(of: page.text),
            footer: url.map { [.init(label: "URL", value: $0, wraps: false)] } ?? []
        )
    }
}
