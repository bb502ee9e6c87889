/// What the shell needs from the app: where commands start, the prompt, and whether to stop.
@MainActor
public protocol ShellHost: AnyObject {
    /// The responder a typed command reaches first (the top screen of the active flow).
    var firstResponder: any Responder { get }
    /// The command prompt, ending with `> `.
    var prompt: String { get }
    /// Whether the session is over (after `quit`).
    var isFinished: Bool { get }
}
