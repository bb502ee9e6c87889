import NewsAccounts

/// What the login flow offers its screens.
@MainActor
public protocol LoginFlowPresenting: AnyObject {
    /// A sign-up or sign-in succeeded: ask for account details if the account has none, then go
    /// to the main flow.
    func didSignIn(_ signedIn: SignedIn) async throws
    /// The first account details were saved: go to the main flow.
    func didSaveDetails(for session: Session) async throws
}
