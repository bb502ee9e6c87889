import FakeNewsAPI
import Foundation
import Testing

@Suite("Endpoints answer like NewsAPI v2")
struct EndpointTests {
    @Test func topHeadlinesByCountryAreNewestFirstAndPaged() async throws {
        try await withFakeServer { _, client in
            let answer = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
            let json = try answer.json
            #expect(json["status"] as? String == "ok")
            #expect(json["totalResults"] as? Int == 105)
            let articles = try answer.articles
            #expect(articles.count == 20)
            #expect(articles.first?["publishedAt"] as? String == "2026-11-20T07:00:00Z")
            let times = articles.compactMap { $0["publishedAt"] as? String }
            #expect(times == times.sorted(by: >))
            let countries = Set(
                try articles.map { article -> String in
                    let source = try #require(article["source"] as? [String: Any])
                    let name = try #require(source["name"] as? String)
                    return name
                })
            #expect(!countries.contains("The Gannet Gazette"))
        }
    }

    @Test func answersCarryNullsAnExtraFieldFractionsAndTheHostileTitle() async throws {
        try await withFakeServer { _, client in
            let answer = try await client.get("/v2/top-headlines", [("country", "us"), ("pageSize", "100")])
            let text = answer.text
            #expect(text.contains(#""author":null"#))
            #expect(text.contains(#""description":null"#))
            #expect(text.contains(#""urlToImage":null"#))
            #expect(text.contains(#""content":null"#))
            #expect(text.contains(#""source":{"id":null,"name":"Quillby's Notebook"}"#))
            #expect(text.contains(#""wordCount":"#))
            #expect(text.contains(#"\u001b[31m"#))
            #expect(text.range(of: #"\.\d{3}Z""#, options: .regularExpression) != nil)
            #expect(text.contains(" chars]\""))
            let titles = try answer.articles.compactMap { $0["title"] as? String }
            #expect(titles.contains(FakeCatalog.hostileTitle))
            #expect(FakeCatalog.hostileTitle.contains("\u{1B}[31m"))
            #expect(FakeCatalog.hostileTitle.contains("\u{202E}"))
        }
    }

    @Test func articleMembersComeInNewsAPIOrder() async throws {
        try await withFakeServer { _, client in
            let answer = try await client.get("/v2/top-headlines", [("sources", "tin-lantern-tech"), ("pageSize", "1")])
            #expect(
                answer.text.hasPrefix(
                    #"{"status":"ok","totalResults":30,"articles":[{"source":{"id":"tin-lantern-tech","name":"Tin Lantern Tech"},"author":"#
                ))
        }
    }

    @Test func topHeadlinesFilterByCategorySourcesAndQuery() async throws {
        try await withFakeServer { _, client in
            let technology = try await client.get("/v2/top-headlines", [("country", "us"), ("category", "technology")])
            #expect(try technology.json["totalResults"] as? Int == 30)
            let gb = try await client.get("/v2/top-headlines", [("country", "GB"), ("category", "science")])
            for article in try gb.articles {
                #expect((article["source"] as? [String: Any])?["name"] as? String == "Thistlewick Science Notes")
            }
            let two = try await client.get("/v2/top-headlines", [("sources", "gannet-gazette,wattle-screen")])
            #expect(try two.json["totalResults"] as? Int == 15)
            let ferry = try await client.get("/v2/top-headlines", [("q", "FERRY")])
            let titles = try ferry.articles.compactMap { $0["title"] as? String }
            #expect(!titles.isEmpty)
            for article in try ferry.articles {
                let text = [article["title"], article["description"], article["content"]]
                    .compactMap { $0 as? String }.joined(separator: " ").lowercased()
                #expect(text.contains("ferry"))
            }
            let nowhere = try await client.get("/v2/top-headlines", [("country", "zz")])
            #expect(try nowhere.json["totalResults"] as? Int == 0)
        }
    }

    @Test func topHeadlinesRefuseMixedOrMissingParameters() async throws {
        try await withFakeServer { _, client in
            let mixed = try await client.get("/v2/top-headlines", [("sources", "tin-lantern-tech"), ("country", "us")])
            #expect(mixed.status == 400)
            #expect(mixed.code == "parameterInvalid")
            let mixedCategory = try await client.get("/v2/top-headlines", [("sources", "tin-lantern-tech"), ("category", "business")])
            #expect(mixedCategory.code == "parameterInvalid")
            let missing = try await client.get("/v2/top-headlines", [("pageSize", "5")])
            #expect(missing.status == 400)
            #expect(missing.code == "parametersMissing")
            let json = try missing.json
            #expect(json.keys.sorted() == ["code", "message", "status"])
            #expect(json["status"] as? String == "error")
            #expect(!(json["message"] as? String ?? "").isEmpty)
            #expect(missing.text.hasPrefix(#"{"status":"error","code":"parametersMissing","message":""#))
            let category = try await client.get("/v2/top-headlines", [("category", "weather")])
            #expect(category.code == "parameterInvalid")
            let unknown = try await client.get("/v2/top-headlines", [("sources", "the-daily-nowhere")])
            #expect(unknown.status == 400)
            #expect(unknown.code == "sourceDoesNotExist")
        }
    }

    @Test func pageSizeAbove100IsInvalid() async throws {
        try await withFakeServer { _, client in
            for path in ["/v2/top-headlines", "/v2/everything"] {
                let answer = try await client.get(path, [("q", "harborview"), ("pageSize", "101")])
                #expect(answer.status == 400)
                #expect(answer.code == "parameterInvalid")
            }
            let zero = try await client.get("/v2/everything", [("q", "x"), ("page", "0")])
            #expect(zero.code == "parameterInvalid")
        }
    }

    @Test func everythingSearchesFiltersAndSorts() async throws {
        try await withFakeServer { _, client in
            let solar = try await client.get("/v2/everything", [("q", "solar")])
            #expect(solar.status == 200)
            let total = try #require(try solar.json["totalResults"] as? Int)
            #expect(total > 0)
            let titleOnly = try await client.get("/v2/everything", [("q", "solar"), ("searchIn", "title")])
            for article in try titleOnly.articles {
                #expect((article["title"] as? String ?? "").lowercased().contains("solar"))
            }
            let phrase = try await client.get("/v2/everything", [("q", "\"street lights\" -harborview")])
            for article in try phrase.articles {
                let title = (article["title"] as? String ?? "").lowercased()
                #expect(title.contains("street lights"))
                #expect(!title.contains("harborview"))
            }
            let plus = try await client.get("/v2/everything", [("q", "+solar +panel")])
            #expect(try plus.json["totalResults"] as? Int ?? 0 > 0)
            #expect(plus.header("Connection") == nil || plus.header("Connection") == "close")

            let domains = try await client.get("/v2/everything", [("domains", "harborview-herald.example")])
            #expect(try domains.json["totalResults"] as? Int == 30)
            let everyone = try await client.get("/v2/everything", [("q", "fictional")])
            let excluded = try await client.get(
                "/v2/everything",
                [
                    ("q", "fictional"), ("excludeDomains", "harborview-herald.example,tinlantern.example"),
                ])
            let all = try #require(try everyone.json["totalResults"] as? Int)
            let rest = try #require(try excluded.json["totalResults"] as? Int)
            #expect(rest < all && rest > 0)
            for article in try excluded.articles {
                let url = article["url"] as? String ?? ""
                #expect(!url.contains("harborview-herald.example") && !url.contains("tinlantern.example"))
            }

            let german = try await client.get("/v2/everything", [("q", "lindenhof"), ("language", "de")])
            for article in try german.articles {
                #expect((article["source"] as? [String: Any])?["id"] as? String == "lindenhof-rundschau")
            }

            let window = try await client.get(
                "/v2/everything",
                [
                    ("sources", "harborview-herald"), ("from", "2026-11-19"), ("to", "2026-11-20T06:59:59Z"),
                ])
            for article in try window.articles {
                let published = article["publishedAt"] as? String ?? ""
                #expect(published >= "2026-11-19" && published < "2026-11-20T07")
            }
            #expect(try window.json["totalResults"] as? Int ?? 0 > 0)

            let popular = try await client.get("/v2/everything", [("sources", "tin-lantern-tech"), ("sortBy", "popularity")])
            #expect(try popular.articles.count == 30)
            let relevant = try await client.get("/v2/everything", [("q", "solar"), ("sortBy", "relevancy")])
            #expect((try relevant.articles.first?["title"] as? String ?? "").lowercased().contains("solar"))
        }
    }

    @Test func everythingRefusesBadParameters() async throws {
        try await withFakeServer { _, client in
            let missing = try await client.get("/v2/everything", [("language", "en")])
            #expect(missing.status == 400)
            #expect(missing.code == "parametersMissing")
            let many = (1...21).map { "source-\($0)" }.joined(separator: ",")
            let tooMany = try await client.get("/v2/everything", [("sources", many)])
            #expect(tooMany.status == 400)
            #expect(tooMany.code == "sourcesTooMany")
            let unknown = try await client.get("/v2/everything", [("sources", "tin-lantern-tech,nope")])
            #expect(unknown.code == "sourceDoesNotExist")
            for (name, value) in [("sortBy", "newest"), ("language", "xx"), ("searchIn", "body"), ("from", "yesterday")] {
                let answer = try await client.get("/v2/everything", [("q", "solar"), (name, value)])
                #expect(answer.status == 400, "\(name)=\(value)")
                #expect(answer.code == "parameterInvalid", "\(name)=\(value)")
            }
            let long = try await client.get("/v2/everything", [("q", String(repeating: "a", count: 501))])
            #expect(long.code == "parameterInvalid")
        }
    }

    @Test func sourcesEndpointListsAndFilters() async throws {
        try await withFakeServer { _, client in
            let all = try await client.get("/v2/top-headlines/sources")
            #expect(all.status == 200)
            let json = try all.json
            #expect(json["status"] as? String == "ok")
            let sources = try #require(json["sources"] as? [[String: Any]])
            #expect(sources.count == 9)
            #expect(sources.first?.keys.sorted() == ["category", "country", "description", "id", "language", "name", "url"])
            #expect(
                all.text.hasPrefix(#"{"status":"ok","sources":[{"id":"harborview-herald","name":"The Harborview Herald","description":"#))
            let us = try await client.get("/v2/top-headlines/sources", [("country", "us"), ("category", "technology")])
            let usSources = try #require(try us.json["sources"] as? [[String: Any]])
            #expect(usSources.map { $0["id"] as? String } == ["tin-lantern-tech"])
            let german = try await client.get("/v2/top-headlines/sources", [("language", "de")])
            #expect((try german.json["sources"] as? [Any])?.count == 1)
        }
    }

    @Test func unknownRoutesAreNotFound() async throws {
        try await withFakeServer { _, client in
            let answer = try await client.get("/v1/articles", [("source", "x")])
            #expect(answer.status == 404)
            #expect(try answer.json["status"] as? String == "error")
        }
    }
}
