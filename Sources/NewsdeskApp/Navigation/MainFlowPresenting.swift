import Foundation
import NewsModels

/// What the main flow offers its screens besides places to go (``Navigating``): opening
/// addresses outside newsdesk, and news of the account's changes.
@MainActor
public protocol MainFlowPresenting: AnyObject {
    /// Opens an article's web address in a browser, or prints it where none can be opened.
    func browse(_ article: Article) async throws
    /// Opens one of an article's links (`link N`) in a browser, or prints it where none can be opened.
    func browse(link: String) async throws
    /// Notes that the account's country or categories changed, so home loads again when next shown.
    func accountDetailsChanged()
}
