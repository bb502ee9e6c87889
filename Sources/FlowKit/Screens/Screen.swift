/// One screen of a flow: a title, its own commands, and content it shows.
@MainActor
public protocol Screen: Responder {
    /// The screen's name, shown in the prompt (e.g. `search`).
    var title: String { get }
    /// The flow that shows the screen; set by the flow when it shows it. Implement it `weak`.
    var nextResponder: (any Responder)? { get set }
    /// Renders the screen, preparing its content the first time; throws when the command failed.
    func show() async throws
}
