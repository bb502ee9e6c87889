import NewsModels

/// What a flow that reaches the feeds offers for `next-unread`: the next unread article, found
/// as newsboat finds it.
@MainActor
protocol UnreadPresenting: AnyObject {
    /// Shows the next unread article: after `article` on `list` (from the top of the page on
    /// display when `article` is nil), else the first unread one of the feeds after the article's
    /// own in the feeds list's order, its own last; `replacing` shows it in the place of the
    /// article on top. Opening it marks it read.
    ///
    /// - Throws: a `CommandFailure` saying so when nothing unread is left; the screens stay as they were.
    func showNextUnread(after article: Article?, on list: (any ArticleSequence)?, replacing: Bool) async throws
}
