import NewsAccounts

/// What the app flow offers the flows and screens below it.
@MainActor
public protocol AppFlowPresenting: AnyObject {
    /// Replaces the active flow with the login flow.
    func showLogin() async throws
    /// Replaces the active flow with the main flow for `session`.
    func showMain(for session: Session) async throws
}
