import Foundation
import NewsModels

/// Reads an HTTP answer as NewsAPI news, or as the ``NewsAPIError`` it stands for.
enum NewsAPIAnswerReader {
    /// The articles of a successful answer as a page; articles that cannot be shown are dropped.
    ///
    /// An article with no url (which identifies it), a `[Removed]` placeholder, or a date that
    /// is not ISO 8601 is left out instead of failing the page; a missing title becomes
    /// ``untitled``; `omitted` counts what was left out, so the page can say so. `totalResults`
    /// is NewsAPI's count, so paging stays NewsAPI's.
    static func articlePage(_ response: HTTPResponse, number: Int, size: Int) throws(NewsAPIError) -> Page<Article> {
        let payload = try newsPayload(response)
        guard let articles = payload.articles else {
            throw .unreadableAnswer(status: response.status, body: .unexpectedJSON("no 'articles'"), retryAfter: nil)
        }
        let items = articles.compactMap { try? NewsAPIArticleMapping.article($0, untitled: untitled).get() }
        return Page(
            items: items,
            number: number,
            size: size,
            totalResults: payload.totalResults ?? items.count,
            omitted: articles.count - items.count
        )
    }

    /// The sources of a successful answer; a source with no id is left out.
    static func sources(_ response: HTTPResponse) throws(NewsAPIError) -> [Source] {
        let payload = try newsPayload(response)
        guard let sources = payload.sources else {
            throw .unreadableAnswer(status: response.status, body: .unexpectedJSON("no 'sources'"), retryAfter: nil)
        }
        return sources.compactMap(\.source)
    }

    /// The title shown for an article NewsAPI sent without one.
    static let untitled = "(untitled)"

    /// The decoded answer when it is a success; otherwise the error it stands for.
    static func newsPayload(_ response: HTTPResponse) throws(NewsAPIError) -> NewsAPIResponsePayload {
        let retryAfter = response.header("Retry-After").flatMap(HTTPRetryAfter.init(header:))
        let payload = try decode(response, retryAfter: retryAfter)
        if payload.status == "error" || payload.code != nil || !(200..<300).contains(response.status) {
            guard let code = RecordText.text(payload.code) else {
                let missing = payload.status == "error" ? "an error without a code" : "no 'status'"
                throw .unreadableAnswer(status: response.status, body: .unexpectedJSON(missing), retryAfter: retryAfter)
            }
            throw .service(
                code: NewsAPIErrorCode(code),
                message: NewsAPIError.trimmedMessage(payload.message),
                status: response.status,
                retryAfter: retryAfter
            )
        }
        guard payload.status == "ok" else {
            throw .unreadableAnswer(status: response.status, body: .unexpectedJSON("no 'status' of 'ok'"), retryAfter: nil)
        }
        return payload
    }

    /// The JSON payload, or an error naming what the body held instead.
    private static func decode(_ response: HTTPResponse, retryAfter: HTTPRetryAfter?) throws(NewsAPIError) -> NewsAPIResponsePayload {
        func unreadable(_ body: NewsAPIAnswerBody) -> NewsAPIError {
            .unreadableAnswer(status: response.status, body: body, retryAfter: retryAfter)
        }
        let body = response.body
        guard let first = body.first(where: { !($0 == 0x20 || (0x09...0x0D).contains($0)) }) else {
            throw unreadable(.empty)
        }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            let type = response.header("Content-Type")?.lowercased() ?? ""
            throw unreadable(type.contains("html") || first == UInt8(ascii: "<") ? .htmlPage : .notJSON)
        }
        do {
            return try JSONDecoder().decode(NewsAPIResponsePayload.self, from: body)
        } catch DecodingError.dataCorrupted {
            throw unreadable(.malformedJSON)
        } catch {
            // Valid JSON of another shape: an array, or a field of an unexpected type.
            throw unreadable(.unexpectedJSON("fields of unexpected types"))
        }
    }
}
