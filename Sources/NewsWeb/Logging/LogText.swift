import Foundation

/// What a log line may say of data: addresses without their secrets, text without controls.
public enum LogText {
    /// Query parameter names whose values are secrets (compared in lower case, `-` and `_` left
    /// out): feed addresses carry tokens, and NewsAPI takes its key as `apiKey` too.
    static let secretNames: Set<String> = [
        "apikey", "key", "token", "accesstoken", "auth", "authorization", "password", "passwd", "pass", "secret",
        "signature", "sig", "session", "sessionid", "clientsecret", "privatetoken", "feedtoken",
    ]

    /// The mask written for a secret.
    static let mask = "***"

    /// `url` for a log: a user name and password replaced by the mask, and the value of every
    /// query parameter named like a secret (``secretNames``, or ending in `token` or `key`) too.
    public static func maskedAddress(_ url: URL) -> String {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return clean(url.absoluteString) }
        if parts.user != nil { parts.user = mask }
        if parts.password != nil { parts.password = mask }
        if let items = parts.percentEncodedQueryItems {
            parts.percentEncodedQueryItems = items.map { item in
                isSecret(item.name) && item.value != nil ? URLQueryItem(name: item.name, value: mask) : item
            }
        }
        return clean(parts.string ?? url.absoluteString)
    }

    /// Whether a query parameter named `name` holds a secret.
    static func isSecret(_ name: String) -> Bool {
        let folded = name.lowercased().filter { $0 != "-" && $0 != "_" }
        return secretNames.contains(folded) || folded.hasSuffix("token") || folded.hasSuffix("key")
    }

    /// `text` on one line with every control character (C0, C1, DEL, bidirectional controls) left
    /// out, so nothing a server sent can move a terminal's cursor through a log.
    public static func clean(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: kept.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
            default: kept.append(scalar)
            }
        }
        return String(kept)
    }
}
