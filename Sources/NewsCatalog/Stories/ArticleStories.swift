import NewsModels

/// Stories: the articles that report the same event as one, grouped as the catalog stores them.
public protocol ArticleStories: Sendable {
    /// Every article of `article`'s story, earliest first; `article` alone when it is the story's
    /// only one, or the catalog does not hold it (a NewsAPI answer not kept).
    func storyArticles(of article: Article) async throws -> [Article]

    /// The coverage of each story named (``Article/story``), leaving out `articles` (those a list
    /// shows already): who else reports it. Stories the catalog does not know, or whose every
    /// article is left out, are missing from the answer.
    func coverage(ofStories stories: [String], leavingOut articles: [Article]) async throws -> [String: StoryCoverage]

    /// The next entries of `list` read as stories, from where `request` says the last batch stopped.
    func batch(of list: StoryList, _ request: StoryBatch.Request) async throws -> StoryBatch
}
