import Foundation

/// A feed's address in the one form that says whether two addresses name the same feed.
///
/// `HTTP://Example.com:80/f/../feed#top` and `http://example.com/feed` ask a server for the same
/// document, so they are one subscription. The canonical form has the scheme and host in lower
/// case, no default port (80 for http, 443 for https), no fragment (never sent to a server), and a
/// path with its `.` and `..` segments resolved (RFC 3986, 5.2.4), `/` when empty. The path's case,
/// its percent escapes and the query are kept: servers may tell them apart.
public enum FeedAddress {
    /// The canonical form of `address`; an address that is no URL is returned trimmed, as it is.
    public static func canonical(_ address: String) -> String {
        let trimmed = FeedText.trimmed(address)
        guard var components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased() else {
            return trimmed
        }
        components.scheme = scheme
        if let host = components.percentEncodedHost {
            components.percentEncodedHost = host.lowercased()
        }
        if let port = components.port, (scheme == "http" && port == 80) || (scheme == "https" && port == 443) {
            components.port = nil
        }
        components.percentEncodedFragment = nil
        let path = components.percentEncodedPath
        if components.percentEncodedHost != nil {
            components.percentEncodedPath = path.isEmpty ? "/" : removingDotSegments(path)
        }
        return components.string ?? trimmed
    }

    /// Whether `first` and `second` name the same feed.
    public static func same(_ first: String, _ second: String) -> Bool {
        first == second || canonical(first) == canonical(second)
    }

    /// An absolute path with its `.` and `..` segments resolved: `/a/b/../c/./d` is `/a/c/d`.
    static func removingDotSegments(_ path: String) -> String {
        guard path.hasPrefix("/"), path.contains(".") else { return path }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        var kept: [Substring] = []
        for (offset, segment) in segments.enumerated() {
            let isLast = offset == segments.count - 1
            switch segment {
            case ".":
                break
            case "..":
                if !kept.isEmpty { kept.removeLast() }
            default:
                kept.append(segment)
                continue
            }
            // A path ending in a dot segment names a directory: it keeps its closing slash.
            if isLast { kept.append("") }
        }
        return "/" + kept.joined(separator: "/")
    }
}
