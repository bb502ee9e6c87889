import NewsCore

/// What the login flow offers its screens.
@MainActor
public protocol LoginFlowPresenting: AnyObject {
    /// A sign-up or sign-in succeeded: ask for account details the first time, then go to the main flow.
    func didSignIn(_ session: Session) async throws
    /// The first account details were saved: go to the main flow.
    func didSaveDetails(for session: Session) async throws
}
