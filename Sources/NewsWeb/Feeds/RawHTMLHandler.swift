/// Hears an HTML parser's events as libxml2 gives them: names and attributes as NUL-terminated
/// UTF-8 read in place, for a handler that keeps few of them and would waste a `String` on each.
protocol RawHTMLHandler: AnyObject {
    /// An element opens: its `name` and its `attributes`, a name and a value (nil for none) in
    /// turn up to a nil name, or nil for no attributes. The pointers live only for the call.
    func startElement(name: UnsafePointer<UInt8>, attributes: UnsafePointer<UnsafePointer<UInt8>?>?)
    /// The element named `name` closes.
    func endElement(name: UnsafePointer<UInt8>)
    /// Text inside the current element, as UTF-8.
    func text(_ bytes: UnsafeBufferPointer<UInt8>)
}
