/// Receives what a streaming markup parser reads: elements opening and closing, and text between.
///
/// `LibXML2` drives it from libxml2's SAX callbacks, so a handler sees a document once, in order,
/// without a tree being built.
protocol MarkupHandler: AnyObject {
    /// An element opens.
    func startElement(_ element: MarkupElement)
    /// The element named `name` (in `namespace`) closes.
    func endElement(name: String, namespace: String?)
    /// Text inside the current element, as UTF-8; CDATA sections arrive here too.
    func text(_ bytes: UnsafeBufferPointer<UInt8>)
}

/// An element as a markup parser reports it as it opens.
struct MarkupElement {
    /// One attribute of an element.
    struct Attribute {
        /// The attribute's local name (`base` in `xml:base`).
        var name: String
        /// The attribute's namespace URI, if it has a prefix.
        var namespace: String?
        /// The attribute's value, entities decoded.
        var value: String
    }

    /// The local name (`link` in `atom:link`); lower case for HTML.
    var name: String
    /// The namespace URI, or nil when the element has none (RSS 2.0, HTML).
    var namespace: String?
    /// The attributes, in document order.
    var attributes: [Attribute]

    /// The value of the attribute called `name` in `namespace`, if present.
    func attribute(_ name: String, namespace: String? = nil) -> String? {
        attributes.first { $0.name == name && $0.namespace == namespace }?.value
    }
}
