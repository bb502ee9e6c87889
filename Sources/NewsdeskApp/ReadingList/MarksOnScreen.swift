import FlowKit
import NewsModels

/// The read and bookmark marks of the articles a screen lists, fetched each time the list renders.
///
/// A screen calls ``fetch(for:)`` just before its list renders (in its task the first time,
/// before showing it again afterwards), so a list shown again after `back` has the new marks.
/// Marks only decorate a list: when they cannot be fetched the list still shows, unmarked,
/// with a line saying why.
@MainActor
final class MarksOnScreen {
    /// Looks the marks up.
    private let marking: ArticleMarking
    /// The marks fetched last; none after a failure.
    private(set) var marks = ArticleMarks.none
    /// The marks fetched last, or nil when the last fetch failed and they are unknown.
    var knownMarks: ArticleMarks? {
        failure == nil ? marks : nil
    }

    /// Why the last fetch failed, or nil after a success.
    private var failure: String?
    /// Whether the failure is not shown yet.
    private var failureIsNew = false

    /// Creates marks that `marking` looks up.
    init(marking: ArticleMarking) {
        self.marking = marking
    }

    /// Fetches the marks of `articles`, in one look-up.
    func fetch(for articles: [Article]) async {
        do {
            marks = try await marking.marks(for: articles)
            failure = nil
        } catch {
            marks = .none
            let reason = ErrorMessage.of(error)
            failureIsNew = failure != reason
            failure = reason
        }
    }

    /// The line saying why marks are missing, to close a whole list; empty when they are not.
    func noticeLines() -> [String] {
        failureIsNew = false
        return failure.map { ["(No read or bookmarked marks: \(TerminalText.sanitize($0)))"] } ?? []
    }

    /// The same line under more of a list, only when the failure was not shown yet.
    func newNoticeLines() -> [String] {
        failureIsNew ? noticeLines() : []
    }
}
