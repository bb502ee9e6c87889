/// A command that did not do what was asked, with the message the person sees.
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in plain words.
    public var message: String
    /// Whether a screen already showed the problem (a failure view), so the shell need not repeat it
    /// on an interactive terminal. Scripted sessions report it as `FILE:LINE: error:` regardless.
    public var alreadyShown: Bool

    /// Creates a failure.
    public init(_ message: String, alreadyShown: Bool = false) {
        self.message = message
        self.alreadyShown = alreadyShown
    }

    /// The message.
    public var description: String { message }
}
