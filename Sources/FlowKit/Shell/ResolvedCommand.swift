/// A command line whose command was found on the responder chain, ready to run.
@MainActor
public struct ResolvedCommand {
    /// Who answers the command.
    enum Target {
        /// The dispatcher's own `help`.
        case help
        /// The shell's own `timing`.
        case timing
        /// A responder on the chain.
        case responder(any Responder)
    }

    let target: Target
    let spec: CommandSpec
    let arguments: [String]
    let chain: [any Responder]
}
