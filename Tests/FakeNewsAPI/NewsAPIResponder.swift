import Foundation

/// Answers requests the way NewsAPI v2 does: authentication, validation, filtering, sorting, paging.
///
/// Pure and synchronous: the server hands it a ``RecordedRequest`` and sends back its ``Reply``.
struct NewsAPIResponder: Sendable {
    /// The configured keys.
    let keys: [String: APIKeyStatus]
    /// The data set.
    let catalog: FakeCatalog

    static let categories: Set = ["business", "entertainment", "general", "health", "science", "sports", "technology"]
    static let languages: Set = ["ar", "de", "en", "es", "fr", "he", "it", "nl", "no", "pt", "ru", "sv", "ud", "zh"]
    static let searchFields: Set = ["title", "description", "content"]
    static let sortOrders: Set = ["relevancy", "popularity", "publishedAt"]
    /// The free plan's limit on results.
    static let developerResultLimit = 100

    /// The reply to `request`.
    func reply(to request: RecordedRequest) -> Reply {
        let plan: APIKeyStatus
        switch authenticate(request) {
        case .success(let status): plan = status
        case .failure(let reply): return reply
        }
        guard request.method == "GET" else {
            return .error(status: 405, code: "methodNotAllowed", message: "Only GET requests are supported.")
        }
        var path = request.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        switch path {
        case "/v2/top-headlines": return topHeadlines(request, plan: plan)
        case "/v2/everything": return everything(request, plan: plan)
        case "/v2/top-headlines/sources", "/v2/sources": return sources(request)
        default:
            return .error(status: 404, code: "routeNotFound", message: "The route \(request.path) does not exist.")
        }
    }

    // MARK: - Authentication

    private enum Authentication {
        case success(APIKeyStatus)
        case failure(Reply)
    }

    private func authenticate(_ request: RecordedRequest) -> Authentication {
        guard let key = Self.key(of: request) else {
            return .failure(.error(status: 401, code: "apiKeyMissing"))
        }
        switch keys[key] {
        case nil: return .failure(.error(status: 401, code: "apiKeyInvalid"))
        case .disabled?: return .failure(.error(status: 401, code: "apiKeyDisabled"))
        case .exhausted?: return .failure(.error(status: 429, code: "apiKeyExhausted"))
        case let status?: return .success(status)
        }
    }

    /// The key from `X-Api-Key`, else the `apiKey` query item, else `Authorization` (with or without `Bearer`).
    static func key(of request: RecordedRequest) -> String? {
        if let key = request.header("X-Api-Key")?.trimmingCharacters(in: .whitespaces), !key.isEmpty {
            return key
        }
        if let key = request.queryValue("apiKey")?.trimmingCharacters(in: .whitespaces), !key.isEmpty {
            return key
        }
        if var key = request.header("Authorization")?.trimmingCharacters(in: .whitespaces) {
            if key.lowercased().hasPrefix("bearer ") {
                key = String(key.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
            }
            if !key.isEmpty { return key }
        }
        return nil
    }

    // MARK: - Endpoints

    private func topHeadlines(_ request: RecordedRequest, plan: APIKeyStatus) -> Reply {
        let country = nonEmpty(request, "country")?.lowercased()
        let category = nonEmpty(request, "category")?.lowercased()
        let language = nonEmpty(request, "language")?.lowercased()
        let sourcesText = nonEmpty(request, "sources")
        let q = nonEmpty(request, "q")
        if sourcesText != nil, country != nil || category != nil {
            return .error(
                status: 400, code: "parameterInvalid",
                message: "You cannot mix the sources parameter with the country or category parameters.")
        }
        if country == nil, category == nil, sourcesText == nil, language == nil, q == nil {
            return .error(
                status: 400, code: "parametersMissing",
                message: "Required parameters are missing, the scope of your search is too broad. "
                    + "Please set any of the following required parameters and try again: "
                    + "sources, q, language, country, category.")
        }
        if let country, country.count != 2 || !country.allSatisfy({ $0.isASCII && $0.isLetter }) {
            return invalid("country", country)
        }
        if let category, !Self.categories.contains(category) {
            return invalid("category", category)
        }
        if let language, !Self.languages.contains(language) {
            return invalid("language", language)
        }
        var sourceIDs: Set<String>?
        if let sourcesText {
            switch parseSources(sourcesText) {
            case .success(let ids): sourceIDs = ids
            case .failure(let reply): return reply
            }
        }
        let paging: (page: Int, pageSize: Int)
        switch parsePaging(request, defaultPageSize: 20, plan: plan) {
        case .success(let value): paging = value
        case .failure(let reply): return reply
        }
        let matcher = q.map(QueryMatcher.init)
        let found = catalog.articles.filter { article in
            (country == nil || article.source.country == country)
                && (category == nil || article.category == category)
                && (language == nil || article.source.language == language)
                && (sourceIDs == nil || article.source.id.map { sourceIDs?.contains($0) == true } == true)
                && (matcher?.matches(Self.fields(of: article, in: Self.searchFields)) ?? true)
        }
        return articlesReply(Self.newestFirst(found), paging: paging)
    }

    private func everything(_ request: RecordedRequest, plan: APIKeyStatus) -> Reply {
        let q = nonEmpty(request, "q")
        let qInTitle = nonEmpty(request, "qInTitle")
        let sourcesText = nonEmpty(request, "sources")
        let domainsText = nonEmpty(request, "domains")
        if q == nil, qInTitle == nil, sourcesText == nil, domainsText == nil {
            return .error(
                status: 400, code: "parametersMissing",
                message: "Required parameters are missing, the scope of your search is too broad. "
                    + "Please set any of the following required parameters and try again: "
                    + "q, qInTitle, sources, domains.")
        }
        if let q, q.count > 500 {
            return .error(
                status: 400, code: "parameterInvalid",
                message: "The q parameter is too long: it may be at most 500 characters.")
        }
        var fields = Self.searchFields
        if let searchIn = nonEmpty(request, "searchIn") {
            let named = Set(Self.list(searchIn))
            guard !named.isEmpty, named.isSubset(of: Self.searchFields) else { return invalid("searchIn", searchIn) }
            fields = named
        }
        var sourceIDs: Set<String>?
        if let sourcesText {
            switch parseSources(sourcesText) {
            case .success(let ids): sourceIDs = ids
            case .failure(let reply): return reply
            }
        }
        let domains = domainsText.map { Self.list($0).map(Self.bareDomain) }
        let excluded = nonEmpty(request, "excludeDomains").map { Self.list($0).map(Self.bareDomain) } ?? []
        var from: Double?
        var to: Double?
        if let text = nonEmpty(request, "from") {
            guard let value = ISOTimestamp.parse(text) else { return invalid("from", text) }
            from = value
        }
        if let text = nonEmpty(request, "to") {
            guard let value = ISOTimestamp.parse(text) else { return invalid("to", text) }
            // A bare date means the whole of that day.
            to = text.count == 10 ? value + 86_399.999 : value
        }
        let language = nonEmpty(request, "language")?.lowercased()
        if let language, !Self.languages.contains(language) { return invalid("language", language) }
        let sortBy = nonEmpty(request, "sortBy") ?? "publishedAt"
        guard Self.sortOrders.contains(sortBy) else { return invalid("sortBy", sortBy) }
        let paging: (page: Int, pageSize: Int)
        switch parsePaging(request, defaultPageSize: 100, plan: plan) {
        case .success(let value): paging = value
        case .failure(let reply): return reply
        }

        let matcher = q.map(QueryMatcher.init)
        let titleMatcher = qInTitle.map(QueryMatcher.init)
        let found = catalog.articles.filter { article in
            let domain = Self.bareDomain(article.source.domain)
            return (sourceIDs == nil || article.source.id.map { sourceIDs?.contains($0) == true } == true)
                && (domains == nil || domains?.contains { Self.domain(domain, isWithin: $0) } == true)
                && !excluded.contains { Self.domain(domain, isWithin: $0) }
                && (from.map { article.publishedSeconds >= $0 } ?? true)
                && (to.map { article.publishedSeconds <= $0 } ?? true)
                && (language == nil || article.source.language == language)
                && (matcher?.matches(Self.fields(of: article, in: fields)) ?? true)
                && (titleMatcher?.matches([article.title.lowercased()]) ?? true)
        }
        let sorted: [FakeArticle]
        switch sortBy {
        case "relevancy":
            let scorer = matcher ?? titleMatcher
            let scored = found.map { ($0, scorer?.score(Self.fields(of: $0, in: Self.searchFields)) ?? 0) }
            sorted = scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : Self.isNewer($0.0, than: $1.0) }.map(\.0)
        case "popularity":
            sorted = found.sorted { $0.popularity != $1.popularity ? $0.popularity > $1.popularity : Self.isNewer($0, than: $1) }
        default:
            sorted = Self.newestFirst(found)
        }
        return articlesReply(sorted, paging: paging)
    }

    private func sources(_ request: RecordedRequest) -> Reply {
        let category = nonEmpty(request, "category")?.lowercased()
        let language = nonEmpty(request, "language")?.lowercased()
        let country = nonEmpty(request, "country")?.lowercased()
        let found = catalog.sources.filter {
            (category == nil || $0.category == category)
                && (language == nil || $0.language == language)
                && (country == nil || $0.country == country)
        }
        return .json(.object([("status", .string("ok")), ("sources", .array(found.map(\.json)))]))
    }

    // MARK: - Parameters

    private enum Parsed<Value> {
        case success(Value)
        case failure(Reply)
    }

    private func parseSources(_ text: String) -> Parsed<Set<String>> {
        let ids = Self.list(text)
        if ids.count > 20 {
            return .failure(.error(status: 400, code: "sourcesTooMany"))
        }
        if ids.contains(where: { catalog.source(id: $0) == nil }) {
            return .failure(.error(status: 400, code: "sourceDoesNotExist"))
        }
        return .success(Set(ids))
    }

    private func parsePaging(_ request: RecordedRequest, defaultPageSize: Int, plan: APIKeyStatus) -> Parsed<(page: Int, pageSize: Int)> {
        var pageSize = defaultPageSize
        if let text = nonEmpty(request, "pageSize") {
            guard let value = Int(text), value >= 1, value <= 100 else {
                return .failure(
                    .error(
                        status: 400, code: "parameterInvalid",
                        message: "The pageSize parameter must be a number from 1 to 100. You sent \(text)."))
            }
            pageSize = value
        }
        var page = 1
        if let text = nonEmpty(request, "page") {
            guard let value = Int(text), value >= 1 else { return .failure(invalid("page", text)) }
            page = value
        }
        if plan == .developer, page * pageSize > Self.developerResultLimit {
            let first = (page - 1) * pageSize
            return .failure(
                .error(
                    status: 426, code: "maximumResultsReached",
                    message: "You have requested too many results. Developer accounts are limited to a max of "
                        + "\(Self.developerResultLimit) results. You are trying to request results \(first) to "
                        + "\(first + pageSize). Please upgrade to a paid plan if you need more results."))
        }
        return .success((page, pageSize))
    }

    private func invalid(_ name: String, _ value: String) -> Reply {
        .error(
            status: 400, code: "parameterInvalid",
            message: "The \(name) parameter has a value that is not supported: \(value).")
    }

    private func nonEmpty(_ request: RecordedRequest, _ name: String) -> String? {
        guard let value = request.queryValue(name)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }

    // MARK: - Answers

    private func articlesReply(_ articles: [FakeArticle], paging: (page: Int, pageSize: Int)) -> Reply {
        let start = min(articles.count, (paging.page - 1) * paging.pageSize)
        let end = min(articles.count, start + paging.pageSize)
        return .json(
            .object([
                ("status", .string("ok")),
                ("totalResults", .integer(articles.count)),
                ("articles", .array(articles[start..<end].map(\.json))),
            ]))
    }

    private static func fields(of article: FakeArticle, in names: Set<String>) -> [String] {
        var fields: [String] = []
        if names.contains("title") { fields.append(article.title.lowercased()) }
        if names.contains("description") { fields.append((article.description ?? "").lowercased()) }
        if names.contains("content") { fields.append((article.content ?? "").lowercased()) }
        return fields
    }

    private static func newestFirst(_ articles: [FakeArticle]) -> [FakeArticle] {
        articles.sorted(by: isNewer)
    }

    private static func isNewer(_ a: FakeArticle, than b: FakeArticle) -> Bool {
        a.publishedSeconds != b.publishedSeconds ? a.publishedSeconds > b.publishedSeconds : a.index < b.index
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func bareDomain(_ domain: String) -> String {
        let lowered = domain.lowercased()
        return lowered.hasPrefix("www.") ? String(lowered.dropFirst(4)) : lowered
    }

    private static func domain(_ domain: String, isWithin parent: String) -> Bool {
        domain == parent || domain.hasSuffix("." + parent)
    }
}
