import Foundation

/// Reads JSON Feed 1.0 and 1.1 through `JSONDecoder`.
enum JSONFeedReader {
    /// The feed in `data`, fetched from `address`.
    static func read(_ data: Data, address: URL?) throws(FeedError) -> FeedDocument {
        let payload: Payload
        do {
            payload = try JSONDecoder().decode(Payload.self, from: data)
        } catch let error as DecodingError {
            throw .invalidJSONFeed(Self.describe(error))
        } catch {
            throw .invalidJSONFeed("unreadable JSON")
        }
        guard payload.version?.hasPrefix("https://jsonfeed.org/version/") == true || payload.items != nil else {
            throw .invalidJSONFeed("no version and no items")
        }
        let base = payload.homePageURL.flatMap { URL(string: $0) } ?? address
        var document = FeedDocument(
            format: .jsonFeed,
            title: HTMLTextReader.line(payload.title ?? ""),
            siteURL: payload.homePageURL.flatMap { resolve($0, against: address) },
            description: payload.description.map(HTMLTextReader.line)
        )
        let feedAuthor = payload.authorNames
        for entry in payload.items ?? [] {
            var item = FeedItem()
            item.guid = entry.id?.text
            item.link = (entry.url ?? entry.externalURL).flatMap { resolve($0, against: base) }
            item.title = HTMLTextReader.line(entry.title ?? "")
            item.contentHTML = entry.contentHTML ?? entry.contentText.map(Self.paragraphs)
            item.summaryHTML = entry.summary.map(Self.paragraphs)
            let names = entry.authorNames.isEmpty ? feedAuthor : entry.authorNames
            item.author = names.isEmpty ? nil : names.joined(separator: ", ")
            item.published = entry.datePublished.flatMap(FeedDate.parse)
            item.updated = entry.dateModified.flatMap(FeedDate.parse)
            item.imageURL = (entry.image ?? entry.bannerImage).flatMap { resolve($0, against: base) }
            document.items.append(item)
        }
        return document
    }

    /// Plain text as HTML paragraphs, escaped.
    private static func paragraphs(_ text: String) -> String {
        var html = "<p>"
        html.reserveCapacity(text.utf8.count + 16)
        var newlines = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                newlines += 1
                continue
            }
            if newlines == 1 { html += "<br>" } else if newlines > 1 { html += "</p><p>" }
            newlines = 0
            switch scalar {
            case "&": html += "&amp;"
            case "<": html += "&lt;"
            case ">": html += "&gt;"
            default: html.unicodeScalars.append(scalar)
            }
        }
        return html + "</p>"
    }

    private static func resolve(_ text: String, against base: URL?) -> String? {
        FeedText.webAddress(text, relativeTo: base)?.absoluteString
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted: "unreadable JSON"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        @unknown default: "unreadable JSON"
        }
    }

    /// JSON Feed's top level.
    private struct Payload: Decodable {
        var version: String?
        var title: String?
        var homePageURL: String?
        var description: String?
        var author: Author?
        var authors: [Author]?
        var items: [Entry]?

        var authorNames: [String] {
            (authors ?? []).compactMap(\.name) + (author?.name.map { [$0] } ?? [])
        }

        enum CodingKeys: String, CodingKey {
            case version, title, description, author, authors, items
            case homePageURL = "home_page_url"
        }
    }

    /// One JSON Feed item.
    private struct Entry: Decodable {
        var id: FlexibleID?
        var url: String?
        var externalURL: String?
        var title: String?
        var contentHTML: String?
        var contentText: String?
        var summary: String?
        var image: String?
        var bannerImage: String?
        var datePublished: String?
        var dateModified: String?
        var author: Author?
        var authors: [Author]?

        var authorNames: [String] {
            (authors ?? []).compactMap(\.name) + (author?.name.map { [$0] } ?? [])
        }

        enum CodingKeys: String, CodingKey {
            case id, url, title, summary, image, author, authors
            case externalURL = "external_url"
            case contentHTML = "content_html"
            case contentText = "content_text"
            case bannerImage = "banner_image"
            case datePublished = "date_published"
            case dateModified = "date_modified"
        }
    }

    private struct Author: Decodable {
        var name: String?
    }

    /// An id written as a string, as the spec says, or as a number, as some feeds do.
    private struct FlexibleID: Decodable {
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else if let number = try? container.decode(Int64.self) {
                text = String(number)
            } else {
                text = String(try container.decode(Double.self))
            }
        }
    }
}
