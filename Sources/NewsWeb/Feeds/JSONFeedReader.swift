import Foundation
import NewsModels

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
            // JSON Feed's titles are plain text, `&amp;` and `<b>` as written.
            title: HTMLTextReader.foldedSpaces(payload.title ?? ""),
            siteURL: payload.homePageURL.flatMap { resolve($0, against: address) },
            description: payload.description.map(HTMLTextReader.line)
        )
        let feedAuthor = payload.authorNames
        for entry in payload.items ?? [] {
            var item = FeedItem()
            item.guid = entry.id?.text
            item.link = (entry.url ?? entry.externalURL).flatMap { resolve($0, against: base) }
            item.title = HTMLTextReader.foldedSpaces(entry.title ?? "")
            item.contentHTML = entry.contentHTML ?? entry.contentText.map(FeedText.paragraphsHTML)
            item.summaryHTML = entry.summary.map(FeedText.paragraphsHTML)
            let names = entry.authorNames.isEmpty ? feedAuthor : entry.authorNames
            item.author = names.isEmpty ? nil : names.joined(separator: ", ")
            item.published = entry.datePublished.flatMap(FeedDate.parse)
            item.publishedIsDayOnly = item.published != nil && entry.datePublished.map(FeedDate.isDayOnly) == true
            item.updated = entry.dateModified.flatMap(FeedDate.parse)
            item.imageURL = (entry.image ?? entry.bannerImage).flatMap { resolve($0, against: base) }
            for attachment in (entry.attachments ?? []).prefix(16) {
                guard let url = attachment.url.flatMap({ resolve($0, against: base) }), !item.enclosures.contains(where: { $0.url == url })
                else { continue }
                item.enclosures.append(
                    Enclosure(
                        url: url, type: attachment.mimeType.flatMap { $0.isEmpty ? nil : String($0.prefix(100)) },
                        length: attachment.sizeInBytes.flatMap { Enclosure.length(String(format: "%.0f", $0)) },
                        duration: attachment.durationInSeconds.flatMap { Enclosure.duration(String($0)) }))
            }
            document.items.append(item)
        }
        return document
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

        /// JSON Feed 1.1's `authors`, else 1.0's `author`: feeds written for both readers carry the
        /// same person in each.
        var authorNames: [String] {
            Author.names(authors: authors, author: author)
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
        var attachments: [Attachment]?

        /// JSON Feed 1.1's `authors`, else 1.0's `author`: feeds written for both readers carry the
        /// same person in each.
        var authorNames: [String] {
            Author.names(authors: authors, author: author)
        }

        enum CodingKeys: String, CodingKey {
            case id, url, title, summary, image, author, authors, attachments
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

        static func names(authors: [Author]?, author: Author?) -> [String] {
            let current = (authors ?? []).compactMap(\.name).filter { !$0.isEmpty }
            return current.isEmpty ? (author?.name.map { [$0] } ?? []) : current
        }
    }

    /// One JSON Feed attachment: a podcast's episode, a video.
    private struct Attachment: Decodable {
        var url: String?
        var mimeType: String?
        var sizeInBytes: Double?
        var durationInSeconds: Double?

        enum CodingKeys: String, CodingKey {
            case url
            case mimeType = "mime_type"
            case sizeInBytes = "size_in_bytes"
            case durationInSeconds = "duration_in_seconds"
        }

        /// Reads what it can: a size written as a string costs that field, not the feed.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            url = try? container.decodeIfPresent(String.self, forKey: .url)
            mimeType = try? container.decodeIfPresent(String.self, forKey: .mimeType)
            sizeInBytes = try? container.decodeIfPresent(Double.self, forKey: .sizeInBytes)
            durationInSeconds = try? container.decodeIfPresent(Double.self, forKey: .durationInSeconds)
        }
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
