import Foundation
import Testing

@testable import NewsCore

@Suite("Article HTML as text")
struct HTMLTextReaderTests {
    @Test("blocks, lists, quotes, pre, images and numbered links")
    func shapes() {
        let text = HTMLTextReader.read(
            """
            <h2>Head</h2><p>One <a href="/x">link</a> and <a href="https://o.example/">two</a>.<br>Next line</p>
            <ul><li>a</li><li>b<ol><li>c</li></ol></li></ul><blockquote><p>quoted</p></blockquote>
            <pre>  kept
              as is</pre><img src="i.png" alt="A cat"><script>alert(1)</script>
            """, base: URL(string: "https://s.example/post/"))
        #expect(
            text.blocks == [
                .init(kind: .heading(level: 2), text: "Head"),
                .init(kind: .paragraph, text: "One link[1] and two[2].\nNext line"),
                .init(kind: .listItem(marker: "•"), text: "a", listDepth: 1),
                .init(kind: .listItem(marker: "•"), text: "b", listDepth: 1),
                .init(kind: .listItem(marker: "1."), text: "c", listDepth: 2),
                .init(kind: .paragraph, text: "quoted", quoteDepth: 1),
                .init(kind: .preformatted, text: "  kept\n  as is"),
                .init(kind: .paragraph, text: "[image: A cat]"),
            ])
        #expect(text.links == ["https://s.example/x", "https://o.example/"])
    }
}
