/// A responder that fills slow completion candidates in the background when Tab is first pressed.
///
/// Completion must answer at once, so a list that takes a request to know (a service's source
/// ids) is fetched on first use and offered from the next Tab on, never waited for.
@MainActor
public protocol CompletionPreparing: AnyObject {
    /// Called before candidates are gathered; starts any fetch that is not started yet.
    func prepareCompletion()
}
