import Foundation

/// What a page says about its article outside the body: title, byline, site name, publication
/// date and JSON-LD's own copy of the body, and the page's `<base>`.
///
/// Each field is taken from the most trusted source that has it: JSON-LD (an `Article` type, such
/// as `NewsArticle` or `BlogPosting`), then Open Graph, then other `<meta>` tags, then `<time>`
/// (and the `<title>` element for a title).
struct PageMetadata: Equatable {
    /// The article's title.
    var title: String?
    /// Who wrote it, names joined by commas.
    var byline: String?
    /// The site or publisher's name.
    var siteName: String?
    /// When it was published.
    var publishedAt: Date?
    /// JSON-LD's `articleBody`, when the page gives one.
    var articleBody: String?
    /// The `href` of the page's first `<base>`, as written.
    var base: String?

    /// One source's findings, merged by trust.
    private struct Found {
        var title: String?
        var byline: String?
        var siteName: String?
        var published: String?
        var articleBody: String?
    }

    /// Reads `tree`'s metadata.
    static func read(_ tree: PageTree) -> PageMetadata {
        var jsonLD = Found()
        var graph = Found()
        var meta = Found()
        var time = Found()
        var titleElement: String?
        var base: String?
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            switch node.tag {
            case .script:
                guard PageTree.contains(tree.attribute(.type, of: index) ?? "", "ld+json") else { continue }
                readJSONLD(tree.textContent(of: index), into: &jsonLD)
            case .meta:
                readMeta(tree, index, graph: &graph, meta: &meta)
            case .time:
                if time.published == nil {
                    time.published = tree.attribute(.datetime, of: index) ?? clean(tree.textContent(of: index))
                }
            case .title:
                if titleElement == nil { titleElement = clean(tree.textContent(of: index)) }
            case .base:
                if base == nil { base = tree.attribute(.href, of: index) }
            default:
                if time.published == nil, tree.hasAttributes(index), tree.attribute(.itemprop, of: index) == "datePublished" {
                    time.published = tree.attribute(.datetime, of: index) ?? tree.attribute(.content, of: index)
                }
            }
        }
        let sources = [jsonLD, graph, meta, time]
        var result = PageMetadata()
        result.title = sources.lazy.compactMap(\.title).first ?? titleElement
        result.byline = sources.lazy.compactMap(\.byline).first
        result.siteName = sources.lazy.compactMap(\.siteName).first
        result.title = result.title.map { withoutSiteName($0, siteName: result.siteName) }
        result.publishedAt = sources.lazy.compactMap { $0.published.flatMap(FeedDate.parse) }.first
        result.articleBody = jsonLD.articleBody
        result.base = base.map(FeedText.trimmed)
        return result
    }

    /// `title` without the site's name that pages append or prepend to it (`Story | Site`,
    /// `Site - Story`); the title as it is when no part of it is the site's name, or all of it is.
    static func withoutSiteName(_ title: String, siteName: String?) -> String {
        guard let site = siteName.map({ FeedText.trimmed($0).lowercased() }), !site.isEmpty else { return title }
        for separator in [" | ", " - ", " – ", " — ", " · ", " :: ", " » "] {
            // A title holds one separator at most, mostly; the others' bytes are not in it, which
            // a byte search says faster than the search by characters below.
            guard holdsBytes(title, of: separator), let range = title.ranges(of: separator).last else { continue }
            if FeedText.trimmed(String(title[range.upperBound...])).lowercased() == site {
                let rest = FeedText.trimmed(String(title[..<range.lowerBound]))
                if !rest.isEmpty { return rest }
            }
            if let first = title.firstRange(of: separator), FeedText.trimmed(String(title[..<first.lowerBound])).lowercased() == site {
                let rest = FeedText.trimmed(String(title[first.upperBound...]))
                if !rest.isEmpty { return rest }
            }
        }
        return title
    }

    /// Whether `text`'s UTF-8 holds `part`'s: it must for `text` to hold `part` as characters.
    private static func holdsBytes(_ text: String, of part: String) -> Bool {
        var text = text
        var part = part
        return text.withUTF8 { haystack in
            part.withUTF8 { needle in
                guard let first = needle.first, haystack.count >= needle.count else { return false }
                var index = 0
                while index + needle.count <= haystack.count {
                    if haystack[index] == first, needle.indices.allSatisfy({ haystack[index + $0] == needle[$0] }) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    /// The `<meta>` names and properties read, each to the field it fills.
    private static let metaKeys: Set<String> = [
        "og:title", "og:site_name", "article:published_time", "og:published_time", "article:author", "twitter:title",
        "dc.title", "title", "author", "dc.creator", "byl", "sailthru.author", "parsely-author", "application-name",
        "publisher", "dc.publisher", "date", "pubdate", "publishdate", "publish-date", "publish_date", "dc.date",
        "dc.date.issued", "dcterms.created", "datepublished", "parsely-pub-date", "sailthru.date", "article.published",
        "published_time",
    ]

    private static func readMeta(_ tree: PageTree, _ index: Int, graph: inout Found, meta: inout Found) {
        // The key first: pages carry dozens of `<meta>` tags, and only a few are read, so only
        // their content is cleaned.
        guard
            let key = (tree.attribute(.property, of: index) ?? tree.attribute(.name, of: index) ?? tree.attribute(.itemprop, of: index))?
                .lowercased(), metaKeys.contains(key),
            let content = tree.attribute(.content, of: index).map(clean), !content.isEmpty
        else { return }
        switch key {
        case "og:title": graph.title = graph.title ?? content
        case "og:site_name": graph.siteName = graph.siteName ?? content
        case "article:published_time", "og:published_time": graph.published = graph.published ?? content
        case "article:author" where !isAddress(content): graph.byline = graph.byline ?? content
        case "twitter:title", "dc.title", "title": meta.title = meta.title ?? content
        case "author", "dc.creator", "byl", "sailthru.author", "parsely-author": meta.byline = meta.byline ?? byline(content)
        case "application-name", "publisher", "dc.publisher":
            meta.siteName = meta.siteName ?? content
        case "date", "pubdate", "publishdate", "publish-date", "publish_date", "dc.date", "dc.date.issued", "dcterms.created",
            "datepublished", "parsely-pub-date", "sailthru.date", "article.published", "published_time":
            meta.published = meta.published ?? content
        default: break
        }
    }

    /// `By Jane Doe` as `Jane Doe`.
    private static func byline(_ text: String) -> String {
        let lowered = text.lowercased()
        return lowered.hasPrefix("by ") ? FeedText.trimmed(String(text.dropFirst(3))) : text
    }

    private static func isAddress(_ text: String) -> Bool {
        text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("/")
    }

    // MARK: - JSON-LD

    /// Reads one JSON-LD script; the first article found wins.
    private static func readJSONLD(_ text: String, into found: inout Found) {
        var source = FeedText.trimmed(text)
        // Some pages wrap the JSON in an HTML comment or CDATA.
        for wrapper in ["<!--", "<![CDATA[", "//<![CDATA["] where source.hasPrefix(wrapper) {
            source = String(source.dropFirst(wrapper.count))
        }
        for wrapper in ["-->", "]]>", "//]]>"] where source.hasSuffix(wrapper) { source = String(source.dropLast(wrapper.count)) }
        // Only an article is read, and its type's name is in the text as written unless a `\u`
        // escape spells it: other JSON-LD (a site, its breadcrumbs, its publisher) skips the parse.
        guard ["Article", "Posting", "Report", "\\u"].contains(where: { holdsBytes(source, of: $0) }) else { return }
        guard let value = try? JSONSerialization.jsonObject(with: Data(source.utf8), options: [.fragmentsAllowed]) else { return }
        var queue: [Any] = [value]
        var visited = 0
        while !queue.isEmpty, visited < 500 {
            let item = queue.removeFirst()
            visited += 1
            if let array = item as? [Any] {
                queue.append(contentsOf: array)
                continue
            }
            guard let object = item as? [String: Any] else { continue }
            if let graph = object["@graph"] { queue.append(graph) }
            if let main = object["mainEntity"] { queue.append(main) }
            guard isArticle(object["@type"]) else { continue }
            if found.title == nil { found.title = string(object["headline"]) ?? string(object["name"]) }
            if found.byline == nil { found.byline = names(object["author"]) ?? names(object["creator"]) }
            if found.siteName == nil { found.siteName = names(object["publisher"]) }
            if found.published == nil { found.published = string(object["datePublished"]) ?? string(object["dateCreated"]) }
            if found.articleBody == nil { found.articleBody = (object["articleBody"] as? String).flatMap { $0.isEmpty ? nil : $0 } }
        }
    }

    /// Whether a JSON-LD `@type` is one of schema.org's articles (`NewsArticle`, `BlogPosting`...).
    private static func isArticle(_ type: Any?) -> Bool {
        let types = (type as? [Any])?.compactMap { $0 as? String } ?? [(type as? String) ?? ""]
        return types.contains { $0.hasSuffix("Article") || $0 == "BlogPosting" || $0 == "SocialMediaPosting" || $0 == "Report" }
    }

    private static func string(_ value: Any?) -> String? {
        guard let text = value as? String else { return nil }
        let cleaned = clean(text)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// The names in a JSON-LD person, organisation, or list of them, joined by commas.
    private static func names(_ value: Any?) -> String? {
        let items = (value as? [Any]) ?? (value.map { [$0] } ?? [])
        let names = items.compactMap { item -> String? in
            if let text = item as? String { return isAddress(text) ? nil : string(text) }
            return string((item as? [String: Any])?["name"])
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// `text` on one line, entities decoded, with no control or bidi character.
    private static func clean(_ text: String) -> String {
        PageRenderer.sanitized(HTMLTextReader.title(text))
    }
}
