import Foundation
import Testing

@testable import NewsWeb

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

    @Test("embedded players become references: iframe and video as [video: URL], audio as [audio: URL], from src or source")
    func media() {
        let text = HTMLTextReader.read(
            """
            <p>Watch:</p><iframe src="https://www.youtube.com/embed/xyz" width="560">no frames</iframe>
            <video controls><source src="/clip.mp4" type="video/mp4">Your browser cannot play this</video>
            <audio src="ep.mp3">fallback</audio><audio><p>no source</p></audio>
            """, base: URL(string: "https://s.example/post/"))
        #expect(
            text.blocks.map(\.text) == [
                "Watch:",
                "[video: https://www.youtube.com/embed/xyz] [video: https://s.example/clip.mp4] [audio: https://s.example/post/ep.mp3]",
            ])
        #expect(HTMLTextReader.line(#"<p>A <iframe src="https://v.example/1"></iframe> b</p>"#) == "A b")
    }

    @Test("a table is handed over as rows of cells with its header, for a screen to lay out; a layout table is its text")
    func tables() {
        let small = HTMLTextReader.read(
            """
            <table><caption>Prices</caption><tr><th>Item</th><th>Cost</th></tr>
            <tr><td>Tea</td><td>1 <a href="https://t.example/">€</a></td></tr><tr><td><p>Coffee</p></td><td>20</td></tr></table><p>After</p>
            """, base: nil)
        let rows = [["Item", "Cost"], ["Tea", "1 €[1]"], ["Coffee", "20"]]
        #expect(
            small.blocks == [
                .init(kind: .paragraph, text: "Prices"),
                .init(kind: .table(rows: rows, headerRows: 1), text: "Item | Cost\nTea | 1 €[1]\nCoffee | 20"),
                .init(kind: .paragraph, text: "After"),
            ])
        let long = String(repeating: "long words ", count: 8)
        let wide = HTMLTextReader.read("<table><tr><td>a</td><td>\(long)</td></tr><tr><td>b</td><td>c</td></tr></table>", base: nil)
        #expect(wide.blocks.map(\.kind) == [.table(rows: [["a", HTMLTextReader.foldedSpaces(long)], ["b", "c"]], headerRows: 0)])
        let layout = HTMLTextReader.read("<table><tr><td><p>One</p><p>Two</p></td></tr></table>", base: nil)
        #expect(layout.blocks == [.init(kind: .paragraph, text: "One Two")])
    }

    @Test("deletions, insertions and footnote marks stay readable")
    func edits() {
        let text = HTMLTextReader.read("<p>Was <del>five</del> <ins>six</ins> items<sup>1</sup>.</p>", base: nil)
        #expect(text.blocks.map(\.text) == ["Was [deleted: five] [inserted: six] items^1."])
        #expect(HTMLTextReader.read("<p>It&#146;s &#150; done</p>", base: nil).plainText == "It’s – done")
    }
}
