extension Responder {
    /// This responder followed by every responder above it, nearest first.
    public var responderChain: [any Responder] {
        var chain: [any Responder] = [self]
        var current = nextResponder
        while let responder = current {
            chain.append(responder)
            current = responder.nextResponder
        }
        return chain
    }

    /// The nearest responder at or above this one that conforms to `type`, typically a flow protocol.
    ///
    /// A screen calls this to reach its flow without naming a concrete flow class:
    /// `responder(conformingTo: (any DetailPresenting).self)?.showDetail(of: item)`.
    public func responder<Wanted>(conformingTo type: Wanted.Type) -> Wanted? {
        for responder in responderChain {
            if let wanted = responder as? Wanted {
                return wanted
            }
        }
        return nil
    }

    /// The nearest responder at or above this one that conforms to `type`, or a thrown
    /// ``ResponderNotFound``: for a lookup that must succeed, so a broken chain is never a silent no-op.
    ///
    /// Apps wrap it in one-line accessors, so a screen writes `try await navigator.go(to: .source(id: id))`.
    public func required<Wanted>(_ type: Wanted.Type) throws(ResponderNotFound) -> Wanted {
        guard let wanted = responder(conformingTo: type) else { throw ResponderNotFound(wanted: String(describing: type)) }
        return wanted
    }
}
