/// The latest answers of a form, kept for the task that submits them.
///
/// A form screen asks its fields before loading starts (no spinner while a person types), then
/// its `ContentPrepare` task reads the answers from here.
@MainActor
public final class FormAnswers<Answers: Sendable> {
    private var latest: Answers?

    /// Creates an empty holder.
    public init() {}

    /// Keeps `answers` for the next submission.
    public func keep(_ answers: Answers) {
        latest = answers
    }

    /// The answers to submit; throws if the form was never answered.
    public func submission() throws(CommandFailure) -> Answers {
        guard let latest else { throw CommandFailure("the form has not been answered") }
        return latest
    }
}
