/// The HTML page a reverse proxy in front of the service sends when the service is unreachable.
enum ProxyErrorPage {
    /// The page for `status`, such as `502 Bad Gateway`.
    static func html(status: Int) -> String {
        let title = "\(status) \(HTTPPhrase.phrase(for: status))"
        return "<html>\r\n<head><title>\(title)</title></head>\r\n<body>\r\n<center><h1>\(title)</h1></center>\r\n"
            + "<hr><center>fake-proxy/1.0</center>\r\n</body>\r\n</html>\r\n"
    }
}
