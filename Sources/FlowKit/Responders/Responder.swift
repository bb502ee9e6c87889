/// Something on the responder chain: it may handle commands, and passes the rest up.
///
/// A screen's next responder is the flow that shows it; a flow's next responder is its parent
/// flow; the app flow ends the chain.
@MainActor
public protocol Responder: AnyObject {
    /// The responder that gets the commands this one does not handle.
    var nextResponder: (any Responder)? { get }
    /// The commands this responder handles, with the heading `help` lists them under.
    var commandGroup: CommandGroup { get }
    /// Carries out one of the commands of `commandGroup`; throws to report a failed command.
    func perform(_ command: ParsedCommand) async throws
    /// Why `name`, a command this responder knows of but does not offer now (`search` before
    /// signing in, `next` on an article), cannot run here; nil when it knows nothing of it.
    ///
    /// The shell asks this only when no responder on the chain handles `name`, so the answer
    /// is "sign in first" or "not available here" where it is true, not "unknown command".
    func unavailableReason(for name: String) -> String?
}

extension Responder {
    /// Knows of no command beyond its own.
    public func unavailableReason(for name: String) -> String? { nil }
}
