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
}
