/// A responder that has something to forget before a screen loads its content again.
///
/// `refresh` asks the chain for one, so a flow can drop cached answers and the reload reaches
/// the source instead of a copy.
@MainActor
public protocol RefreshPreparing: AnyObject {
    /// Called before a screen's `refresh` runs its task again.
    func prepareForRefresh() async
}
