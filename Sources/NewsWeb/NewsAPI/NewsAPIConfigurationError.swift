import NewsModels

/// Why a NewsAPI address or setting cannot be used, in words a person understands.
public enum NewsAPIConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not an absolute web address with a host.
    case notAnAddress(String)
    /// The address uses a scheme other than https or http.
    case unsupportedScheme(String)
    /// The address is plain http to a host other than this computer.
    case insecureRemoteHost(String)
    /// The address carries a user name or password.
    case containsCredentials
    /// The address carries a query or a fragment.
    case containsQueryOrFragment
    /// The request timeout is not a positive number of seconds.
    case invalidTimeout(Double)

    /// The message shown to the person.
    public var description: String {
        switch self {
        case .notAnAddress(let text):
            "\(RecordText.quoted(text)) is not a web address: give one like https://newsapi.org"
        case .unsupportedScheme(let scheme):
            "newsdesk reaches NewsAPI only over https, not \(RecordText.quoted(scheme, limit: 16))"
        case .insecureRemoteHost(let host):
            "plain http would send the API key unencrypted to \(RecordText.quoted(host)): use https (http is allowed only for localhost, 127.0.0.1 or ::1)"
        case .containsCredentials:
            "the NewsAPI address cannot hold a user name or password: the API key is sent separately"
        case .containsQueryOrFragment:
            "the NewsAPI address cannot hold a query ('?…') or a fragment ('#…')"
        case .invalidTimeout(let seconds):
            "a request timeout of \(seconds) seconds is not possible: give a number of seconds above 0"
        }
    }
}
