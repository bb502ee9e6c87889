import Foundation
import Testing

@testable import NewsWeb

@Suite("Reader mode: a page's tree, its long attribute values taken out before libxml2 reads it")
struct PageTreeTests {
    /// Every node of `tree` in words: its tag, parent, extent, text and kept attributes.
    private func described(_ tree: PageTree) -> [String] {
        tree.nodes.indices.map { index in
            let node = tree.nodes[index]
            let kept = node.isText ? [] : tree.attributes[Int(node.start)..<Int(node.start + node.count)].map { "\($0.key)=\($0.value)" }
            let attributes = kept.joined(separator: "|")
            return "\(node.tag) \(node.parent) \(node.end) [\(tree.text(index))] \(attributes)"
        }
    }

    /// The tree of `page` read with its long values taken out, and read as it is.
    private func bothTrees(_ page: [UInt8]) throws -> (taken: [String], whole: [String]) {
        (described(try PageTree.parseUTF8(page)), described(try PageTree.parse(page, encoding: nil)))
    }

    @Test(
        "the tree is the one libxml2 reads from the page as it came, however oddly the page writes its tags",
        arguments: [
            // Plain values: blanks, tabs, line ends, UTF-8, the other quote.
            "<html><body><div class=\"story-body  main-column wide\" id='article-main-body'><p title=\"a line&#10;\">Text</p>"
                + "<a href=\"https://news.example/2024/05/pier-to-be-rebuilt\">link</a>"
                + "<img alt=\"Der Fähranleger im Winter, \tvon Süden\r\ngesehen\" src='/images/pier-winter.jpg'></div></body></html>",
            // Tags inside a comment, one whose quoted value runs past the comment's end.
            #"<body><!-- <a title="a long value -->" class="a long value that is text"> --><p class="article paragraph">One</p></body>"#,
            #"<body><!-- <a x="-->" title="some long value in the text"> and on</p><p class="second paragraph">Two</p></body>"#,
            // A value of libxml2's own ends at a taken value's opening quote: it reads the words
            // after as attributes (here a class), and the token's start as a name.
            #"<body><!-- <b x=" --> <p title=" id="x class=yes zebra">T</p></body>"#,
            // JSON-LD's text, which holds a tag, is read as it is.
            #"<head><script type="application/ld+json">{"articleBody": "<a href=\"https://news.example/long\">x</a>"}</script></head>"#
                + #"<body><p class="after the script">Text</p></body>"#,
            // Names libxml2 cannot read, values it reads unquoted, names repeated, a second body.
            #"<body><div @click="open = !open; count++" class="toggle button wide">Tap</div></body>"#,
            #"<body><div x= name="long value, read unquoted" class="then a class">A</div></body>"#,
            #"<body><div @x <p class="one two three four">B</p></div></body>"#,
            #"<body><a class="first long value" class="second long value" href="/a/long/address">C</a></body>"#,
            #"<body class="the first body"><p>D</p><body class="a second body, dropped"><p class='it"s long'>E</p></body>"#,
            #"<body><p data-x=unquoted"value class="not a value here">F</p><p class = "spaced around equals">G</p></body>"#,
            #"<body><p\#(String(repeating: "a", count: 120))="a long value after a long name">H</p><b class="a taken class value">I</b></body>"#,
        ])
    func sameTree(html: String) throws {
        var bytes = Array(html.utf8)
        let before = bytes.count
        #expect(PageTree.takeLongValues(&bytes) != nil)
        #expect(bytes.count < before)
        let (taken, whole) = try bothTrees(Array(html.utf8))
        #expect(taken == whole)
    }

    @Test("a page holding the token's marker (U+FDD0) or a NUL is read as it came")
    func markerInPage() throws {
        let marker: [UInt8] = [0xEF, 0xB7, 0x90]  // U+FDD0, which Swift's string literals refuse
        for inside in [marker, [0]] {
            let page = Array("<body><p class=\"story body text\">A".utf8) + inside + Array("B</p></body>".utf8)
            var bytes = page
            #expect(PageTree.takeLongValues(&bytes) == nil)
            #expect(bytes == page)
            let (taken, whole) = try bothTrees(page)
            #expect(taken == whole)
        }
    }
}
