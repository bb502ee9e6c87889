import FlowKit

extension Responder {
    /// The app flow above this responder; its absence means the chain was built wrong.
    func appFlow() throws -> any AppFlowPresenting {
        guard let app = responder(conformingTo: (any AppFlowPresenting).self) else {
            throw CommandFailure("newsdesk lost track of its app flow")
        }
        return app
    }
}
