import CLibXML2
import Foundation

/// The one place newsdesk talks to libxml2: its SAX2 push parsers for XML and HTML, and its table
/// of HTML entities.
///
/// Both parsers stream: bytes go in as they arrive and a ``MarkupHandler`` hears each element and
/// text at once, with no tree built. Both are set up for hostile input: no network, no DTD loading,
/// no entity of the document's own (a document that declares one is refused before it can use
/// it), a bound on nesting, and errors collected instead of printed.
enum LibXML2 {
    /// The first error libxml2 reported, which it recovered from or not.
    struct Complaint: Sendable, Equatable {
        /// The line it was found on.
        var line: Int
        /// libxml2's words, trimmed.
        var reason: String
    }

    /// A streaming XML parser: feed it bytes, then finish.
    ///
    /// A document in an encoding other than UTF-8 is made UTF-8 by a ``Decoder`` before libxml2
    /// parses it, so a byte the encoding has no character for costs that character, not the rest
    /// of the document.
    final class XMLStream {
        private let state: ParseState
        private let context: xmlParserCtxtPtr
        private let decoder: Decoder?

        /// Starts a parser that decodes `encoding` (an IANA name; nil is UTF-8) whatever the
        /// document's prolog says, and reports to `handler`.
        init(handler: any MarkupHandler, encoding: String?, maxDepth: Int) throws(MarkupError) {
            LibXML2.initialize()
            state = ParseState(handler: handler, maxDepth: maxDepth)
            decoder = try encoding.flatMap { name throws(MarkupError) in Self.isUTF8(name) ? nil : try Decoder(encoding: name) }
            var sax = LibXML2.saxHandler()
            sax.startElementNs = { context, localName, _, namespace, _, _, attributeCount, _, attributes in
                guard let state = ParseState.from(context), let localName else { return }
                var element = MarkupElement(
                    name: String(cString: localName), namespace: namespace.map { String(cString: $0) }, attributes: [])
                if let attributes, attributeCount > 0 {
                    element.attributes.reserveCapacity(Int(attributeCount))
                    for index in 0..<Int(attributeCount) {
                        // Five pointers an attribute: local name, prefix, URI, value start, value end.
                        let base = index * 5
                        guard let name = attributes[base], let start = attributes[base + 3], let end = attributes[base + 4] else {
                            continue
                        }
                        let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                        element.attributes.append(
                            .init(name: String(cString: name), namespace: attributes[base + 2].map { String(cString: $0) }, value: value))
                    }
                }
                state.open(element)
            }
            sax.endElementNs = { context, localName, _, namespace in
                guard let state = ParseState.from(context), let localName else { return }
                state.close(name: String(cString: localName), namespace: namespace.map { String(cString: $0) })
            }
            sax.entityDecl = { context, _, _, _, _, _ in
                ParseState.from(context)?.refuse(.declaresEntities)
            }
            sax.unparsedEntityDecl = { context, _, _, _, _ in
                ParseState.from(context)?.refuse(.declaresEntities)
            }
            let userData = Unmanaged.passUnretained(state).toOpaque()
            guard let context = xmlCreatePushParserCtxt(&sax, userData, nil, 0, nil) else {
                throw .parserUnavailable("libxml2 could not make a parser")
            }
            self.context = context
            state.context = UnsafeMutableRawPointer(context)
            // NOENT only makes `&amp;` in attribute values arrive as `&`: the document's own
            // entities are never stored (entityDecl above refuses them), so nothing expands.
            var options = Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue)
            options |= Int32(XML_PARSE_IGNORE_ENC.rawValue)
            xmlCtxtUseOptions(context, options)
        }

        deinit {
            // A document that declares entities gets a document of libxml2's own to hold them
            // (NOENT), which freeing the context leaves behind: 12 KB to 76 KB a hostile feed,
            // found by `make asan`.
            if let document = context.pointee.myDoc {
                context.pointee.myDoc = nil
                xmlFreeDoc(document)
            }
            xmlFreeParserCtxt(context)
        }

        /// Parses the next bytes of the document.
        func feed(_ bytes: UnsafeRawBufferPointer) throws(MarkupError) {
            guard let decoder else {
                try parse(bytes)
                return
            }
            try parse(decoder.decode(bytes, isLast: false))
        }

        /// The line the parser has read to, for saying where a document stopped.
        var line: Int {
            Int(xmlSAX2GetLineNumber(context))
        }

        /// Ends the document; returns the first error libxml2 recovered from, if any.
        func finish() throws(MarkupError) -> Complaint? {
            if let decoder { try parse(decoder.decode(UnsafeRawBufferPointer(start: nil, count: 0), isLast: true)) }
            LibXML2.silenceStrayErrors()
            xmlParseChunk(context, nil, 0, 1)
            if let failure = state.failure { throw failure }
            return state.complaint
        }

        fileprivate static func isUTF8(_ name: String) -> Bool {
            let lowered = name.lowercased()
            return lowered == "utf-8" || lowered == "utf8"
        }

        private func parse(_ bytes: UnsafeRawBufferPointer) throws(MarkupError) {
            try LibXML2.inChunks(bytes, state: state) { xmlParseChunk(context, $0, $1, 0) }
        }

        private func parse(_ bytes: [UInt8]) throws(MarkupError) {
            let outcome = bytes.withUnsafeBytes { buffer in
                Result { () throws(MarkupError) in try parse(buffer) }
            }
            try outcome.get()
        }
    }

    /// Makes bytes of a named encoding UTF-8 as they arrive, with libxml2's converter for the
    /// name, and reads each byte the encoding has no character for as U+FFFD.
    ///
    /// libxml2's parser, decoding by itself, stops the whole document at the first such byte: a
    /// Greek feed with one stray byte, or a Shift_JIS one with a broken pair, lost every item after
    /// it, without an error. Replacing the byte keeps every other character as the document's
    /// encoding says, which reading the whole document in a guessed encoding would not: the
    /// guess (windows-1252) would turn all of its Greek or Japanese into Latin letters.
    final class Decoder {
        /// The longest sequence of bytes one character takes in the encodings libxml2 converts
        /// (GB18030's four, an ISO-2022 escape's three or four), with room to spare: fewer bytes
        /// than this that convert to nothing may be a sequence a chunk's end cut.
        private static let longestSequence = 8
        private let handler: xmlCharEncodingHandlerPtr
        private let pending: xmlBufferPtr
        private let decoded: xmlBufferPtr

        /// Starts decoding `encoding`, an IANA name.
        init(encoding: String) throws(MarkupError) {
            LibXML2.initialize()
            guard let handler = xmlFindCharEncodingHandler(encoding) else { throw .unknownEncoding(encoding) }
            guard let pending = xmlBufferCreate() else {
                xmlCharEncCloseFunc(handler)
                throw .parserUnavailable("libxml2 could not make a buffer")
            }
            guard let decoded = xmlBufferCreate() else {
                xmlBufferFree(pending)
                xmlCharEncCloseFunc(handler)
                throw .parserUnavailable("libxml2 could not make a buffer")
            }
            self.handler = handler
            self.pending = pending
            self.decoded = decoded
        }

        deinit {
            // Frees a converter of iconv's or ICU's; libxml2's built-in ones stay.
            xmlCharEncCloseFunc(handler)
            xmlBufferFree(pending)
            xmlBufferFree(decoded)
        }

        /// The UTF-8 of the next `bytes`; the start of a sequence their end cuts waits for the next
        /// call, unless `isLast`.
        func decode(_ bytes: UnsafeRawBufferPointer, isLast: Bool) -> [UInt8] {
            LibXML2.silenceStrayErrors()
            var output: [UInt8] = []
            var offset = 0
            repeat {
                // A mebibyte at a time: libxml2 counts a buffer's bytes in an `Int32`.
                let count = min(bytes.count - offset, 1 << 20)
                if count > 0, let start = bytes.baseAddress {
                    xmlBufferAdd(pending, start.advanced(by: offset).assumingMemoryBound(to: xmlChar.self), Int32(count))
                }
                offset += count
                convertPending(into: &output, isLast: isLast && offset == bytes.count)
            } while offset < bytes.count
            return output
        }

        private func convertPending(into output: inout [UInt8], isLast: Bool) {
            while xmlBufferLength(pending) > 0 {
                let before = xmlBufferLength(pending)
                // Converts up to the first byte not in the encoding, or to a sequence cut short.
                xmlCharEncInFunc(handler, decoded, pending)
                let produced = Int(xmlBufferLength(decoded))
                if produced > 0, let content = xmlBufferContent(decoded) {
                    output.append(contentsOf: UnsafeBufferPointer(start: content, count: produced))
                }
                xmlBufferEmpty(decoded)
                if xmlBufferLength(pending) < before { continue }
                if !isLast, before < Self.longestSequence { return }
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                xmlBufferShrink(pending, 1)
            }
        }
    }

    /// A streaming HTML parser (libxml2's, which mends tags as browsers do): feed it bytes, then finish.
    final class HTMLStream {
        private let state: ParseState
        private let context: htmlParserCtxtPtr
        /// The encoding libxml2 converts from, when it is not UTF-8.
        private var converting: String?

        /// Starts a parser that reports to `handler` and decodes `encoding` (an IANA name; nil is
        /// UTF-8), whatever the page's `<meta charset>` says.
        convenience init(handler: any MarkupHandler, maxDepth: Int, encoding: String? = nil) throws(MarkupError) {
            try self.init(state: ParseState(handler: handler, maxDepth: maxDepth), encoding: encoding)
        }

        /// Starts a parser that reports to `rawHandler`, names and attributes read in place, and
        /// decodes `encoding` as ``init(handler:maxDepth:encoding:)`` does.
        convenience init(rawHandler: any RawHTMLHandler, maxDepth: Int, encoding: String? = nil) throws(MarkupError) {
            try self.init(state: ParseState(raw: rawHandler, maxDepth: maxDepth), encoding: encoding)
        }

        private init(state: ParseState, encoding: String?) throws(MarkupError) {
            LibXML2.initialize()
            self.state = state
            var sax = LibXML2.saxHandler()
            sax.startElement = { context, name, attributes in
                guard let state = ParseState.from(context), let name else { return }
                if let raw = state.raw {
                    guard state.enter() else { return }
                    raw.startElement(name: name, attributes: UnsafePointer(attributes))
                    return
                }
                var element = MarkupElement(name: String(cString: name).lowercased(), namespace: nil, attributes: [])
                if let attributes {
                    var index = 0
                    while let attributeName = attributes[index] {
                        let value = attributes[index + 1].map { String(cString: $0) } ?? ""
                        element.attributes.append(.init(name: String(cString: attributeName).lowercased(), namespace: nil, value: value))
                        index += 2
                    }
                }
                state.open(element)
            }
            sax.endElement = { context, name in
                guard let state = ParseState.from(context), let name else { return }
                if let raw = state.raw {
                    guard state.leave() else { return }
                    raw.endElement(name: name)
                    return
                }
                state.close(name: String(cString: name).lowercased(), namespace: nil)
            }
            let userData = Unmanaged.passUnretained(state).toOpaque()
            guard let context = htmlCreatePushParserCtxt(&sax, userData, nil, 0, nil, XML_CHAR_ENCODING_UTF8) else {
                throw .parserUnavailable("libxml2 could not make an HTML parser")
            }
            self.context = context
            state.context = UnsafeMutableRawPointer(context)
            let options =
                HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
                | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_IGNORE_ENC.rawValue
            htmlCtxtUseOptions(context, Int32(options))
            if let encoding, !XMLStream.isUTF8(encoding) {
                // No free here either: every stored property is set, so a throw runs deinit, which
                // frees the context once (see XMLStream's init).
                guard let converter = xmlFindCharEncodingHandler(encoding) else {
                    throw .unknownEncoding(encoding)
                }
                xmlSwitchToEncoding(context, converter)
                converting = encoding
            }
        }

        deinit {
            if let document = context.pointee.myDoc {
                context.pointee.myDoc = nil
                xmlFreeDoc(document)
            }
            htmlFreeParserCtxt(context)
        }

        /// Parses the next bytes of the document.
        func feed(_ bytes: UnsafeRawBufferPointer) throws(MarkupError) {
            try LibXML2.inChunks(bytes, state: state) { htmlParseChunk(context, $0, $1, 0) }
        }

        /// Ends the document.
        ///
        /// - Throws: ``MarkupError/notInEncoding(_:)`` when a converter met bytes not in its
        ///   encoding: libxml2 stops reading there, so the rest of the page would be lost.
        func finish() throws(MarkupError) {
            LibXML2.silenceStrayErrors()
            htmlParseChunk(context, nil, 0, 1)
            if let failure = state.failure { throw failure }
            guard let converting else { return }
            // The converter's failure shows as the input buffer's error (met while pushing bytes)
            // or as the parser's last error (met while ending), depending on where it came.
            let bufferFailed = (context.pointee.input?.pointee.buf?.pointee.error ?? 0) != 0
            if bufferFailed || context.pointee.errNo == Int32(XML_ERR_INVALID_ENCODING.rawValue) {
                throw .notInEncoding(converting)
            }
        }
    }

    /// Hands `bytes` to `parse` a mebibyte at a time (libxml2 counts a chunk in an `Int32`), and
    /// stops at the first limit a callback ran into.
    private static func inChunks(
        _ bytes: UnsafeRawBufferPointer, state: ParseState, _ parse: (UnsafePointer<CChar>?, Int32) -> Void
    ) throws(MarkupError) {
        silenceStrayErrors()
        var offset = 0
        while offset < bytes.count {
            let count = min(bytes.count - offset, 1 << 20)
            parse(bytes.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: CChar.self) }, Int32(count))
            if let failure = state.failure { throw failure }
            offset += count
        }
    }

    /// The Unicode scalar an HTML 4 entity name stands for (`eacute` is U+00E9), if it is one.
    static func htmlEntity(named name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard name.count < 32 else { return nil }
        var terminated = [UInt8](name)
        terminated.append(0)
        return terminated.withUnsafeBufferPointer { buffer in
            guard let entity = htmlEntityLookup(buffer.baseAddress) else { return nil }
            return Unicode.Scalar(entity.pointee.value)
        }
    }

    // MARK: - Shared set-up

    /// What one parse keeps between callbacks: the handler, the nesting depth and the first error.
    private final class ParseState {
        /// The handler of elements as ``MarkupElement``s; nil when `raw` hears them.
        let handler: (any MarkupHandler)?
        /// The handler of elements read in place (HTML only); nil when `handler` hears them.
        let raw: (any RawHTMLHandler)?
        let maxDepth: Int
        var context: UnsafeMutableRawPointer?
        var depth = 0
        var failure: MarkupError?
        var complaint: Complaint?

        init(handler: any MarkupHandler, maxDepth: Int) {
            self.handler = handler
            raw = nil
            self.maxDepth = maxDepth
        }

        init(raw: any RawHTMLHandler, maxDepth: Int) {
            handler = nil
            self.raw = raw
            self.maxDepth = maxDepth
        }

        /// The state behind libxml2's user-data pointer; it lives as long as its stream.
        static func from(_ pointer: UnsafeMutableRawPointer?) -> ParseState? {
            pointer.map { Unmanaged<ParseState>.fromOpaque($0).takeUnretainedValue() }
        }

        /// Counts an element opening; false when it must not be reported (stopped, or too deep).
        func enter() -> Bool {
            guard failure == nil else { return false }
            depth += 1
            if depth > maxDepth {
                refuse(.tooDeep(limit: maxDepth))
                return false
            }
            return true
        }

        /// Counts an element closing; false when the parse has stopped.
        func leave() -> Bool {
            guard failure == nil else { return false }
            depth -= 1
            return true
        }

        func open(_ element: MarkupElement) {
            guard enter() else { return }
            handler?.startElement(element)
        }

        func close(name: String, namespace: String?) {
            guard leave() else { return }
            handler?.endElement(name: name, namespace: namespace)
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard failure == nil else { return }
            if let raw {
                raw.text(bytes)
            } else {
                handler?.text(bytes)
            }
        }

        /// Stops the parse for good with `error`.
        func refuse(_ error: MarkupError) {
            if failure == nil { failure = error }
            if let context { xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self)) }
        }

        func note(_ error: UnsafeMutablePointer<xmlError>) {
            guard complaint == nil else { return }
            let reason = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            complaint = Complaint(line: Int(error.pointee.line), reason: FeedText.trimmed(reason))
        }
    }

    /// A SAX handler with the callbacks both parsers share: text, CDATA and structured errors.
    private static func saxHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.characters = { context, bytes, count in
            guard let bytes, count > 0 else { return }
            ParseState.from(context)?.text(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        sax.cdataBlock = sax.characters
        sax.serror = { context, error in
            guard let error else { return }
            ParseState.from(context)?.note(error)
        }
        return sax
    }

    /// libxml2's one-time global set-up; safe to call again.
    private static func initialize() {
        xmlInitParser()
        // Threads libxml2 has not seen yet start with the silent handler too.
        xmlThrDefSetStructuredErrorFunc(nil) { _, _ in }
        silenceStrayErrors()
    }

    /// Keeps libxml2 from printing to standard error what it reports outside a parser's own
    /// handler: a charset converter's "input conversion failed due to input error, bytes 0x93…"
    /// for a page or feed whose bytes are not in the charset it names. libxml2 keeps that handler
    /// per thread, and a parse may run on any thread of the pool, so every call into a parser
    /// sets it on the thread it runs on; the parser's own errors still reach ``ParseState``.
    private static func silenceStrayErrors() {
        xmlSetStructuredErrorFunc(nil) { _, _ in }
    }
}
