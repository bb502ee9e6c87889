/// A flow with work to do while the prompt waits for a command (a background fetch), told when
/// the prompt starts waiting and when a command was read.
@MainActor
public protocol PromptWaiting: AnyObject {
    /// The prompt is about to wait for a command.
    func promptWillWait()
    /// A command was read and is about to run.
    func promptAnswered()
}
