import FakeNewsAPIProcess
import Foundation
import Testing

/// `newsdesk read`: reader mode on the command line, over loopback and from saved pages.
@Suite("newsdesk read")
struct ReadCommandTests {
    @Test("read URL: the article alone, author, site and date, links resolved and listed; through a redirect too")
    func readsAPage() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                for path in ["/feeds/article.html", "/feeds/redirect/301/article.html"] {
                    let result = try await home.run(["read", service.url + path])
                    #expect(result.status == 0, "\(path): \(result.stderr)")
                    let text = result.stdout
                    #expect(text.hasPrefix("Harbour ferry returns\n"), "the site's name is not part of the title: \(text)")
                    #expect(text.contains("By: Ada Lovelace · Harborview Herald · 2026-11-20 08:30 UTC"))
                    #expect(text.contains("The council, which pays for half of the service"))
                    #expect(text.contains("timetable[1]"))
                    #expect(text.contains("[1] \(service.url)/feeds/timetable.html"))
                    for clutter in ["Home", "Sport", "Share this", "Bridge closes", "Related", "Copyright"] {
                        #expect(!text.contains(clutter), "\(clutter) is not the article's")
                    }
                    #expect(text.contains("URL: \(service.url)/feeds/article.html"))
                    #expect(result.stderr.isEmpty)
                }
            }
        }
    }

    @Test("read --json: one line with screen, url, title, byline, siteName, publishedAt, plain text and links")
    func readsAsJSON() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let result = try await home.run(["read", service.url + "/feeds/article.html", "--json"])
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdoutLines.count == 1)
                let line = try #require(
                    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
                #expect(line["screen"] as? String == "read")
                #expect(line["url"] as? String == service.url + "/feeds/article.html")
                #expect(line["byline"] as? String == "Ada Lovelace")
                #expect(line["siteName"] as? String == "Harborview Herald")
                #expect(line["publishedAt"] as? String == "2026-11-20T08:30:00Z")
                #expect(line["links"] as? [String] == [service.url + "/feeds/timetable.html"])
                let text = try #require(line["text"] as? String)
                #expect(text.hasPrefix("The harbour ferry returned to service on Friday"))
                #expect(text.contains("seven.\n\nPassengers"), "paragraphs are apart by a blank line")
                #expect(!text.contains("[1]") && !text.contains("Share this"))
            }
        }
    }

    @Test("read --file: a saved page, from a file or standard input, its links resolved against --url")
    func readsASavedPage() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let saved = home.root.appendingPathComponent("ferry.html")
                let html = try await service.body(of: "/feeds/article.html")
                try html.write(to: saved)

                let fromFile = try await home.run(["read", "--file", saved.path, "--url", "https://harborview.example/news/ferry"])
                #expect(fromFile.status == 0, "\(fromFile.stderr)")
                #expect(fromFile.stdout.contains("[1] https://harborview.example/news/timetable.html"))
                let fromInput = try await home.run(["read", "--file", "-", "--json"], input: String(decoding: html, as: UTF8.self))
                #expect(fromInput.status == 0, "\(fromInput.stderr)")
                #expect(fromInput.stdout.contains("\"url\":null"))
                #expect(fromInput.stdout.contains("The council, which pays for half of the service"))
            }
        }
    }

    @Test("a page whose bytes are not in the charset it names is read whole, as one naming none; libxml2 writes nothing")
    func wrongCharsetIsQuiet() async throws {
        try await TestHome.with { home in
            // windows-1252's curly quotes, 0x93 and 0x94, are no Shift JIS: libxml2's converter stops there.
            let quoted: [UInt8] = [0x93] + Array("the harbour's lifeline".utf8) + [0x94]
            let paragraph =
                Array("<p>The ferry, which the council calls ".utf8) + quoted
                + Array(", returned on Friday after eleven weeks of repairs, and its first crossing left at seven.</p>".utf8)
            let head = Array("<html><head><meta charset=\"shift_jis\"><title>Ferry</title></head><body><article>".utf8)
            let page = head + Array(repeating: paragraph, count: 4).joined() + Array("</article></body></html>".utf8)
            let file = home.root.appendingPathComponent("shift_jis.html")
            try Data(page).write(to: file)
            let result = try await home.run(["read", "--file", file.path])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            #expect(result.stdout.contains("calls “the harbour's lifeline”, returned on Friday"), "\(result.stdout)")
        }
    }

    @Test(
        "what is no article fails with exit 1 and words: a PDF, a missing page, a redirect loop, over 16 MB, a missing file, no text, a non-web address"
    )
    func badPages() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let cases: [([String], String?, String)] = [
                    (
                        ["read", service.url + "/feeds/report.pdf"], nil,
                        "the page is a PDF (application/pdf), not a web page: open it with `browse`"
                    ),
                    (["read", service.url + "/feeds/gone"], nil, "127.0.0.1 answered HTTP 410 instead of the page"),
                    (["read", service.url + "/feeds/loop/a"], nil, "the page redirected more than 5 times"),
                    (
                        ["read", service.url + "/feeds/huge"], nil,
                        "the page is larger than the 16 MB reader mode reads: open it with `browse`"
                    ),
                    (["read", "ftp://example.org/page"], nil, "is no web address"),
                    (["read", "--file", home.root.appendingPathComponent("missing.html").path], nil, "cannot read"),
                    (["read", "--file", "-"], "<html><body><nav><a href=/>Home</a></nav></body></html>", "no article text was found"),
                ]
                for (arguments, input, words) in cases {
                    let result = try await home.run(arguments, input: input)
                    #expect(result.status == 1, "\(arguments)")
                    #expect(result.stdout.isEmpty)
                    #expect(result.stderr.hasPrefix("newsdesk: error: ") && result.stderr.contains(words), "\(arguments): \(result.stderr)")
                }
                let usage = try await home.run(["read"])
                #expect(usage.status == 2)
                #expect(usage.stderr.contains("give the page's URL, or --file PAGE"))
            }
        }
    }
}
