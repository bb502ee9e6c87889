/// What the shell needs from the app: where commands start, the prompt, and whether to stop.
@MainActor
public protocol ShellHost: AnyObject {
    /// The responder a typed command reaches first (the top screen of the active flow).
    var firstResponder: any Responder { get }
    /// The command prompt, ending with `> `.
    var prompt: String { get }
    /// Whether the session is over (after `quit`).
    var isFinished: Bool { get }
    /// The prompt is about to wait for a command: work that may run meanwhile (a background fetch)
    /// can start, and what finished while a command ran can be said.
    func promptWillWait()
    /// A command was read and is about to run.
    func promptAnswered()
}

extension ShellHost {
    /// Nothing runs while the prompt waits.
    public func promptWillWait() {}
    /// Nothing to stop.
    public func promptAnswered() {}
}
