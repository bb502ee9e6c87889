import Foundation
import GRDB
import NewsModels
import NewsStorage
import NewsWeb

/// Writes a fetched feed's items into the catalog, inside the caller's transaction.
///
/// Each item is found again by its key (``FeedItem/key``): its feed and its GUID, else its link,
/// else a hash. A new one becomes an article of the feed's source, even when another article (of
/// this feed, another feed or a data set) has its link: two items are two articles, and the second
/// is known by an identity of its own (``Article/identity``). One seen before is updated in place
/// when its text, address or date changed; a new address keeps the old one as its identity, so
/// read marks follow the item. The full-text index gets the text of the item's HTML, never
/// markup; the HTML itself is kept for the article view.
struct FeedItemWriter {
    private let feedID: Int64
    private let db: Database
    /// The grouper new items join their stories with.
    private let stories: StoryDesk

    /// Prepares to write the items of the feed with row id `feedID`, new ones grouped with `stories`.
    init(feedID: Int64, stories: StoryDesk, in db: Database) {
        self.feedID = feedID
        self.stories = stories
        self.db = db
    }

    /// Writes `document`'s items; an item without a date takes one from its place in the document
    /// (``undatedDates(for:now:)``).
    func write(_ document: FeedDocument, now: Date) throws -> FeedStoreOutcome {
        guard let feed = try Row.fetchOne(db, sql: "SELECT url, source_id, name, title FROM feeds WHERE id = ?", arguments: [feedID]) else {
            return FeedStoreOutcome()
        }
        let feedURL: String = feed["url"]
        let sourceID: String = feed["source_id"]
        let sourceName: String = (feed["name"] as String?) ?? (feed["title"] as String?) ?? URL(string: feedURL)?.host ?? feedURL
        try db.execute(
            sql: "UPDATE sources SET name = ?, url = COALESCE(url, ?), description = COALESCE(description, ?) WHERE id = ?",
            arguments: [sourceName, document.siteURL, document.description, sourceID])
        var outcome = FeedStoreOutcome()
        var tally = CatalogTally()
        var seen = Set<String>()
        let base = URL(string: feedURL)
        var insert = try ArticleInsertStatement(in: db)
        let dates = Self.undatedDates(for: document.items, now: now)
        for (item, date) in zip(document.items, dates) where seen.insert(item.key).inserted {
            let record = Self.record(for: item, feedURL: feedURL, sourceID: sourceID, sourceName: sourceName, now: date, base: base)
            let body = item.bodyHTML
            let enclosures = Self.enclosuresJSON(item.enclosures)
            if let articleID = try Int64.fetchOne(
                db, sql: "SELECT article_id FROM feed_items WHERE feed_id = ? AND item_key = ?", arguments: [feedID, item.key])
            {
                if try update(articleID, to: record, body: body, enclosures: enclosures, hasDate: item.published ?? item.updated != nil) {
                    outcome.updated += 1
                }
                continue
            }
            let urlKey = URLKey.of(record.article.url)
            let identity = try isKnown(record.article.url, urlKey: urlKey) ? Self.identity(ofItem: item.key, feedURL: feedURL) : nil
            let articleID = try insert.insert(record, sourceID: sourceID, urlKey: urlKey, cjkTerms: CJKTerms.of(record.article))
            try db.execute(
                sql: "UPDATE articles SET body_html = ?, identity = ?, enclosures = ? WHERE id = ?",
                arguments: [body, identity, enclosures, articleID])
            try link(item.key, to: articleID)
            _ = tally.count(sourceID: sourceID, category: record.category, story: nil)
            outcome.added += 1
        }
        if outcome.added > 0 {
            try LocalCatalog.indexArticles(after: insert.lastIDBefore, in: db)
            try stories.group(after: insert.lastIDBefore, in: db)
        }
        try tally.save(in: db)
        return outcome
    }

    /// The date each of `items` is filed under: its own, else one that keeps the document's order
    /// (a feed lists its newest first): a second before the dated item above it, or, above the
    /// first dated item, a second after it, never later than `now` (the time it was first seen).
    /// An undated item thus never jumps above news newer than its neighbours.
    static func undatedDates(for items: [FeedItem], now: Date) -> [Date] {
        let own = items.map { $0.published ?? $0.updated }
        var dates: [Date] = []
        dates.reserveCapacity(items.count)
        var above: Date?
        var steps = 0.0
        for (index, date) in own.enumerated() {
            if let date {
                above = date
                steps = 0
                dates.append(date)
                continue
            }
            steps += 1
            if let above {
                dates.append(above.addingTimeInterval(-steps))
            } else if let below = own[index...].lazy.compactMap({ $0 }).first {
                let leading = Double(own[index...].prefix { $0 == nil }.count)
                dates.append(min(now, below.addingTimeInterval(leading)))
            } else {
                dates.append(now.addingTimeInterval(1 - steps))
            }
        }
        return dates
    }

    /// The item's files as the JSON array the `enclosures` column keeps; nil for none.
    static func enclosuresJSON(_ enclosures: [Enclosure]) -> String? {
        let encoder = JSONEncoder()
        // Sorted, so that an item sent again unchanged compares equal and counts as no update.
        encoder.outputFormatting = .sortedKeys
        guard !enclosures.isEmpty, let data = try? encoder.encode(enclosures) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The identity of an item whose link another article is known by already, and the address
    /// of an item with no link: its feed's address and its key, which no other item has.
    static func identity(ofItem key: String, feedURL: String) -> String {
        feedURL + "#" + (key.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? String(URLKey.of(key)))
    }

    /// Whether some article is known by `url` already: it has that address and no identity of its
    /// own, or that identity.
    private func isKnown(_ url: String, urlKey: Int64) throws -> Bool {
        try Bool.fetchOne(
            db,
            sql: """
                SELECT EXISTS (SELECT 1 FROM articles INDEXED BY articles_by_url_key WHERE url_key = ? AND url = ? AND identity IS NULL)
                    OR EXISTS (SELECT 1 FROM articles WHERE identity = ?)
                """,
            arguments: [urlKey, url, url]) ?? false
    }

    private func link(_ key: String, to articleID: Int64) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO feed_items (feed_id, item_key, article_id) VALUES (?, ?, ?)", arguments: [feedID, key, articleID])
    }

    /// Updates the article of an item seen before when anything shown of it changed; an item
    /// without a date keeps the date it was first seen, and one whose address changed keeps the
    /// address it was known by as its identity. Returns whether it changed.
    private func update(_ articleID: Int64, to record: CatalogRecord, body: String?, enclosures: String?, hasDate: Bool) throws -> Bool {
        let article = record.article
        let published = UnixTime.secondsRoundingDown(article.publishedAt)
        // A new date files the article under a new key, which moves it in the full-text index (by trigger).
        let searchKey = try SearchKey.free(published: published, id: articleID, in: db)
        try db.execute(
            sql: """
                UPDATE articles SET
                    identity = CASE WHEN url IS NOT ? THEN COALESCE(identity, url) ELSE identity END,
                    url = ?, url_key = ?,
                    title = ?, description = ?, content = ?, author = ?, url_to_image = ?, cjk_terms = ?,
                    published_at = CASE WHEN ? THEN ? ELSE published_at END,
                    published_day_only = CASE WHEN ? THEN ? ELSE published_day_only END,
                    search_key = CASE WHEN ? THEN ? ELSE search_key END, body_html = ?, enclosures = ?
                WHERE id = ? AND (
                    url IS NOT ? OR title IS NOT ? OR description IS NOT ? OR content IS NOT ? OR author IS NOT ?
                    OR url_to_image IS NOT ? OR body_html IS NOT ? OR enclosures IS NOT ?
                    OR (? AND (published_at IS NOT ? OR published_day_only IS NOT ?)))
                """,
            arguments: [
                article.url,
                article.url, URLKey.of(article.url),
                article.title, article.description, article.content, article.author, article.urlToImage, CJKTerms.of(article),
                hasDate, published, hasDate, article.publishedIsDayOnly, hasDate, searchKey, body, enclosures,
                articleID,
                article.url, article.title, article.description, article.content, article.author,
                article.urlToImage, body, enclosures, hasDate, published, article.publishedIsDayOnly,
            ]
        )
        return db.changesCount > 0
    }

    /// The article an item becomes: its link (else an address of its own within the feed), its
    /// title (else the start of its text), its summary and body as text.
    static func record(for item: FeedItem, feedURL: String, sourceID: String, sourceName: String, now: Date, base: URL?) -> CatalogRecord {
        let summary = item.summaryHTML.map { ArticleText(html: $0, base: base).plainText }.flatMap { $0.isEmpty ? nil : $0 }
        let content = item.contentHTML.map { ArticleText(html: $0, base: base).plainText }.flatMap { $0.isEmpty ? nil : $0 }
        let title = item.title.isEmpty ? item.titleFromText() ?? "(untitled)" : item.title
        let address = item.link ?? identity(ofItem: item.key, feedURL: feedURL)
        var article = Article(
            source: SourceReference(id: sourceID, name: sourceName),
            author: item.author,
            title: title,
            description: summary ?? content.map { String($0.prefix(300)) },
            url: address,
            urlToImage: item.imageURL,
            publishedAt: item.published ?? item.updated ?? now,
            content: content ?? summary
        )
        article.publishedIsDayOnly = item.published != nil && item.publishedIsDayOnly
        return CatalogRecord(article: article, category: .general)
    }
}
