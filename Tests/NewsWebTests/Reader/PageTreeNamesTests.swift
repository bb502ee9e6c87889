import Testing

@testable import NewsWeb

@Suite("Reader mode: the names libxml2 hands the tree's builder, remembered by address")
struct PageTreeNamesTests {
    /// `body` given `name` as a NUL-ended buffer at one address, which `rewrite` may change in place.
    private func withName<Result>(_ name: String, _ body: (UnsafeMutablePointer<UInt8>) -> Result) -> Result {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
        defer { buffer.deallocate() }
        write(name, at: buffer)
        return body(buffer)
    }

    private func write(_ name: String, at buffer: UnsafeMutablePointer<UInt8>) {
        var index = 0
        for byte in name.utf8 {
            buffer[index] = byte
            index += 1
        }
        buffer[index] = 0
    }

    @Test("an element's tag and an attribute's key, in any case, and names neither knows")
    func tagsAndAttributes() {
        var names = PageTree.Names()
        for (name, tag, attribute) in [
            ("div", PageTag.div, PageTree.Attribute?.none), ("DIV", .div, nil), ("class", .other, .class),
            ("aria-hidden", .other, .ariaHidden), ("custom-card", .other, nil), ("p", .p, nil),
        ] {
            withName(name) { pointer in
                let found = names.look(pointer)
                #expect(found.tag == tag, "\(name)")
                #expect(found.attribute == attribute, "\(name)")
                #expect(found.number == -1, "\(name)")
                // Asked again at the same address, the same answer.
                #expect(names.look(pointer).tag == tag, "\(name)")
            }
        }
    }

    @Test("a name at an address another name had is worked out again, never taken for the other")
    func addressReused() {
        var names = PageTree.Names()
        withName("div") { pointer in
            #expect(names.look(pointer).tag == .div)
            names.setNumber(7, for: pointer)
            #expect(names.look(pointer).number == 7)
            write("nav", at: pointer)
            let second = names.look(pointer)
            #expect(second.tag == .nav)
            #expect(second.number == -1)
            write("class", at: pointer)
            #expect(names.look(pointer).attribute == .class)
        }
    }

    @Test("thousands of names keep their answers as the remembered bytes are let go and start over")
    func manyNames() {
        var names = PageTree.Names()
        for round in 0..<20_000 {
            let name = round % 3 == 0 ? "section" : "x-name-\(round)"
            withName(name) { pointer in
                #expect(names.look(pointer).tag == (round % 3 == 0 ? .section : .other))
            }
        }
    }
}
