/// How showing a screen ended: its content is on screen, or its failure view is.
public enum PrepareOutcome: Sendable {
    /// The content is shown.
    case shown
    /// The failure view is shown, for this error.
    case failed(any Error)

    /// Throws a `CommandFailure` marked as already shown when the outcome is a failure.
    public func orThrow() throws(CommandFailure) {
        if case .failed(let error) = self {
            throw CommandFailure(ErrorMessage.of(error), alreadyShown: true)
        }
    }
}
