import Synchronization

/// Whether the console is waiting at a prompt, shared with a signal handler on another thread.
final class PromptState: Sendable {
    /// True while a prompt waits for input.
    let waiting = Atomic<Bool>(false)
}
