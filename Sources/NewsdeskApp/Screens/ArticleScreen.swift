import FlowKit
import NewsCore

/// One article: title, source, author, date, description, content and URL.
@MainActor
final class ArticleScreen: ContentScreen {
    let title = "article"
    weak var nextResponder: (any Responder)?
    let commandGroup = CommandGroup(title: "Article", commands: [])

    let prepare: ContentPrepare<Article>

    init(article: Article, console: any Console) {
        prepare = ContentPrepare(
            loadingLabel: "Opening the article",
            console: console,
            rendering: .standard(console: console) { [console] article in
                console.writeLines(Self.document(for: article).render(width: console.width))
            },
            task: { [article] in article }
        )
    }

    func perform(_ command: ParsedCommand) async throws {}

    private static func document(for article: Article) -> DocumentView {
        DocumentView(
            title: article.title,
            fields: [
                .init(label: "Source", value: article.source.name),
                .init(label: "Author", value: article.author ?? ""),
                .init(label: "Published", value: DateText.absolute(article.publishedAt)),
            ],
            paragraphs: [article.description, article.content].compactMap { $0 },
            footer: [.init(label: "URL", value: article.url, wraps: false)]
        )
    }
}
