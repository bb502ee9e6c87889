import FlowKit
import Foundation
import NewsModels
import Testing

@testable import NewsdeskApp

@Suite("Enclosures on the article view and in JSON")
struct EnclosureTests {
    static let episode = Enclosure(url: "https://pod.example/ep1.mp3", type: "audio/mpeg", length: 24_100_000, duration: 3727)

    @Test("the article view's line: type, size, length, address; what the feed left out is left out")
    func line() {
        #expect(EnclosureText.line(Self.episode) == "audio/mpeg · 24.1 MB · 1:02:07 · https://pod.example/ep1.mp3")
        #expect(EnclosureText.line(Enclosure(url: "https://pod.example/v.mp4", duration: 95)) == "1:35 · https://pod.example/v.mp4")
        #expect(EnclosureText.size(812_000) == "812 KB")
        #expect(EnclosureText.size(1_200_000_000) == "1.2 GB")
    }

    @Test("a JSON line carries enclosures with url, type, length and duration, null where unknown")
    func json() throws {
        var article = Article(
            source: SourceReference(id: nil, name: "Pod"), title: "Episode 1", url: "https://pod.example/1", publishedAt: Date())
        article.enclosures = [Self.episode, Enclosure(url: "https://pod.example/v.mp4")]
        let line = try JSONLines.line(ArticleRecord(article: article, listing: nil))
        #expect(
            line.contains(
                #""enclosures":[{"duration":3727,"length":24100000,"type":"audio/mpeg","url":"https://pod.example/ep1.mp3"},"#
                    + #"{"duration":null,"length":null,"type":null,"url":"https://pod.example/v.mp4"}]"#), "\(line)")
    }
}
