import Foundation
import NewsWeb

/// A page reader mode read, as the catalog keeps it in an article's `page` column: everything but
/// the plain text, which `page_text` holds once for the full-text index and for the page.
struct StoredPage: Codable {
    var title: String?
    var byline: String?
    var siteName: String?
    var publishedAt: Date?
    var text: ArticleText

    init(_ page: ReadPage) {
        title = page.title
        byline = page.byline
        siteName = page.siteName
        publishedAt = page.publishedAt
        text = page.text
    }

    /// The page again, with its plain text.
    func page(plainText: String) -> ReadPage {
        ReadPage(title: title, byline: byline, siteName: siteName, publishedAt: publishedAt, text: text, plainText: plainText)
    }

    /// The column's JSON.
    func json() throws -> String {
        String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
    }

    /// The page the column's `json` holds; nil when it cannot be read (written by a later newsdesk,
    /// or damaged), which costs a new read of the page, never an error.
    static func decoded(_ json: String) -> StoredPage? {
        try? JSONDecoder().decode(StoredPage.self, from: Data(json.utf8))
    }
}
