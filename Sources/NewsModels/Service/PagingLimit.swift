/// An error saying a list holds more than the service will let anyone page to.
///
/// NewsAPI's developer plan stops at the 100th result; a screen that meets this error stays on
/// the last page it could read instead of offering a retry that can never work.
public protocol PagingLimit: Error {
    /// Whether no later page can be read.
    var endsPaging: Bool { get }
}
