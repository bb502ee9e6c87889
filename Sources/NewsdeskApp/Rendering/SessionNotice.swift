import FlowKit
import NewsAccounts

/// What the flows say about the session, outside any screen: who is signed in, a sign-out, a saved
/// session that could not be read.
enum SessionNotice: TransientView {
    /// `whoami`: who is signed in, to which service, since when; for NewsAPI, the key masked.
    case whoami(Session, maskedKey: String?)
    /// `logout` went through.
    case signedOut
    /// The saved session could not be read at start, so sign-in comes next; `reason` says why.
    case unreadableSession(reason: String)

    func render(on console: any Console) {
        switch self {
        case .whoami(let session, let maskedKey):
            var line =
                "\(session.username), signed in to \(SessionText.serviceName(session.kind)) since \(DateText.absolute(session.startedAt))"
            if let maskedKey { line += " with the key \(maskedKey)" }
            console.writeLine(line)
        case .signedOut:
            console.writeLine("Signed out.")
        case .unreadableSession(let reason):
            console.writeError("newsdesk: could not read the saved session: \(reason)\n")
        }
    }
}
