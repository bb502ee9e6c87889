/// Holds the error that ended a server's run, so ``FakeNewsAPIServer/start(port:)`` can report it.
actor RunFailure {
    /// The error, once the run has failed.
    private(set) var error: (any Error)?

    /// Keeps `error`.
    func record(_ error: any Error) {
        self.error = error
    }
}
