/// A flow that takes a person to a ``Destination``: the nearest one on the responder chain decides
/// where its screen goes, and passes on what it does not keep.
@MainActor
protocol Navigating: AnyObject {
    /// Shows `destination`'s screen; `replacing` shows it in the place of the screen on top (an
    /// article's `next`), so `back` returns to what was below it.
    func go(to destination: Destination, replacing: Bool) async throws
}

extension Navigating {
    /// Shows `destination`'s screen on top of the screens shown.
    func go(to destination: Destination) async throws {
        try await go(to: destination, replacing: false)
    }
}
