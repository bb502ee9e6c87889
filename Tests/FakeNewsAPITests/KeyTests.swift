import FakeNewsAPI
import Foundation
import Testing

@Suite("Keys: where they go and what the service says about them")
struct KeyTests {
    @Test(arguments: [KeyPlacement.header, .query, .bearer, .bareAuthorization])
    func aValidKeyWorksWhereverNewsAPIAcceptsIt(placement: KeyPlacement) async throws {
        try await withFakeServer { _, client in
            let answer = try await client.get("/v2/top-headlines", [("country", "gb")], placement: placement)
            #expect(answer.status == 200)
        }
    }

    @Test func eachKeyErrorHasItsStatusCodeAndMessage() async throws {
        try await withFakeServer { _, client in
            let cases: [(String?, Int, String)] = [
                (nil, 401, "apiKeyMissing"),
                (DemoKeys.unknown, 401, "apiKeyInvalid"),
                (DemoKeys.disabled, 401, "apiKeyDisabled"),
                (DemoKeys.exhausted, 429, "apiKeyExhausted"),
            ]
            for (key, status, code) in cases {
                let answer = try await client.get("/v2/everything", [("q", "solar")], key: key)
                #expect(answer.status == status, "\(code)")
                let json = try answer.json
                #expect(json["status"] as? String == "error")
                #expect(json["code"] as? String == code)
                #expect((json["message"] as? String ?? "").count > 10)
            }
        }
    }

    @Test func keysAreCheckedBeforeParameters() async throws {
        try await withFakeServer { _, client in
            let answer = try await client.get("/v2/top-headlines", [], key: DemoKeys.unknown)
            #expect(answer.code == "apiKeyInvalid")
        }
    }

    @Test func customKeysReplaceTheDemoKeys() async throws {
        try await withFakeServer(keys: ["0123456789abcdef0123456789abcdef": .developer]) { _, client in
            let mine = try await client.get("/v2/top-headlines", [("country", "us")], key: "0123456789abcdef0123456789abcdef")
            #expect(mine.status == 200)
            let demo = try await client.get("/v2/top-headlines", [("country", "us")], key: DemoKeys.paid)
            #expect(demo.code == "apiKeyInvalid")
        }
    }
}
