import GRDB
import NewsModels

/// The local catalog answers with NewsAPI v2 semantics.
extension LocalCatalog: NewsService {
    /// Always `local`.
    public var serviceName: String { "local" }
    /// The catalog keeps every article it answers with, grouped into stories as it is written.
    public var keepsStories: Bool { true }

    /// Top headlines, newest first, filtered by every filter given.
    ///
    /// Unlike NewsAPI, sources may be combined with country and category: all filters
    /// apply together. Country is the source's country; unknown source ids find nothing.
    /// A blank `query` is no filter; otherwise it is a ``SearchExpression``.
    ///
    /// - Throws: ``CatalogError`` for an invalid page, page size or search.
    public func topHeadlines(_ query: HeadlinesQuery) async throws -> Page<Article> {
        let page = try PageRequest(page: query.page, pageSize: query.pageSize)
        return try await articles(Self.filter(for: query), order: .newest, page: page)
    }

    /// The filter keeping the top headlines a query asks for.
    static func filter(for query: HeadlinesQuery) throws -> ArticleFilter {
        var filter = ArticleFilter()
        if let text = query.query, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            filter.matching(try SearchExpression(parsing: text))
        }
        if let country = query.country { filter.country(country) }
        if let category = query.category { filter.category(category) }
        filter.sources(query.sources)
        return filter
    }

    /// Every article matching a search, in the order asked for.
    ///
    /// - `relevancy`: best bm25 match first, a title hit weighing most, then newest.
    /// - `publishedAt`: newest first.
    /// - `popularity`: articles whose story is covered by more articles come first (the
    ///   number of catalog articles sharing the record's `story`; an article with no story
    ///   counts as one), ties newest first.
    ///
    /// `language` is the source's language; `from` and `to` bound the publication time,
    /// both inclusive.
    ///
    /// - Throws: ``CatalogError`` for an invalid page, page size or search.
    public func everything(_ query: SearchQuery) async throws -> Page<Article> {
        let page = try PageRequest(page: query.page, pageSize: query.pageSize)
        return try await articles(Self.filter(for: query), order: ArticleOrder(query.sortBy), page: page)
    }

    /// The filter keeping the articles a search finds, whatever their order.
    static func filter(for query: SearchQuery) throws -> ArticleFilter {
        var filter = ArticleFilter()
        filter.matching(try SearchExpression(parsing: query.query))
        filter.sources(query.sources)
        if let language = query.language { filter.language(language) }
        if let from = query.from { filter.publishedFrom(from) }
        if let to = query.to { filter.publishedTo(to) }
        return filter
    }

    /// The sources matching every filter given, with their article counts, sorted by name.
    public func sources(_ query: SourcesQuery) async throws -> [Source] {
        var clauses: [String] = []
        var arguments = StatementArguments()
        if let category = query.category {
            clauses.append("COALESCE(s.category, s.main_category) = ?")
            arguments += [category.rawValue]
        }
        if let language = query.language {
            clauses.append("s.language = ?")
            arguments += [ArticleFilter.code(language)]
        }
        if let country = query.country {
            clauses.append("s.country = ?")
            arguments += [ArticleFilter.code(country)]
        }
        let whereClause = clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ")
        let sql = """
            SELECT \(CatalogRows.sourceColumns)
            FROM sources s\(whereClause)
            ORDER BY s.name COLLATE NOCASE, s.id
            """
        let finalArguments = arguments
        return try await storage.read { db in
            try Row.fetchAll(db, sql: sql, arguments: finalArguments).map(CatalogRows.source(from:))
        }
    }

    /// One source by id, with its article count, or nil when the catalog has none.
    public func source(id: String) async throws -> Source? {
        try await storage.read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT \(CatalogRows.sourceColumns) FROM sources s WHERE s.id = ?
                    """, arguments: [id])
            return try row.map(CatalogRows.source(from:))
        }
    }

    /// Counts and fetches one page of the articles a filter keeps, in one read.
    func articles(_ filter: ArticleFilter, order: ArticleOrder, page: PageRequest) async throws -> Page<Article> {
        try await storage.read { db in
            let counted = try CountedFilter(filter, in: db)
            guard counted.total > page.offset else { return page.page([], totalResults: counted.total) }
            let list = counted.pageQuery(order: order, page: page)
            let items = try CatalogRows.sizingStories(
                Row.fetchAll(db, sql: list.sql, arguments: list.arguments).map(CatalogRows.article(from:)), in: db)
            return page.page(items, totalResults: counted.total)
        }
    }
}
