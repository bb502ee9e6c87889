/// Output shown once and kept on no screen stack: a one-line answer (who is signed in), a
/// confirmation ("Signed out."), a browser's outcome.
///
/// A flow decides to show one with ``FlowController/show(_:)``; the view owns its words and writes
/// them, as a screen does, so a flow does no output of its own.
@MainActor
public protocol TransientView {
    /// Writes the view to `console`.
    func render(on console: any Console)
}
