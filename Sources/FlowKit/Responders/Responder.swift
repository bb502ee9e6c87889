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
}
