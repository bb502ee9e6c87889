/// A spinner with a label on the console's status line while something loads (terminal only).
@MainActor
public final class Spinner {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private let console: any Console
    private var animation: Task<Void, Never>?

    /// Creates a spinner that draws on `console`.
    public init(console: any Console) {
        self.console = console
    }

    /// Starts drawing, unless the console is not interactive.
    public func start(label: String) {
        guard console.isInteractive, animation == nil else { return }
        let console = self.console
        animation = Task { @MainActor in
            var frame = 0
            // A short delay first, so loads that finish at once never flash a spinner.
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(frame == 0 ? 120 : 80))
                if Task.isCancelled { break }
                console.setStatus("\(Spinner.frames[frame % Spinner.frames.count]) \(label)")
                frame += 1
            }
        }
    }

    /// Stops drawing and clears the status line.
    public func stop() {
        guard let animation else { return }
        animation.cancel()
        self.animation = nil
        console.setStatus(nil)
    }
}
