/// A flow that names where the person is, for the command prompt.
@MainActor
protocol PromptNaming {
    /// The prompt, ending with `> `.
    var prompt: String { get }
}
