import FakeNewsAPI
import Foundation
import Testing

@Suite("Starting and stopping the server")
struct LifecycleTests {
    @Test func startReturnsTheLoopbackURLAndIsIdempotent() async throws {
        let server = FakeNewsAPIServer()
        let url = try await server.start()
        #expect(url.scheme == "http")
        #expect(url.host == "127.0.0.1")
        #expect((url.port ?? 0) > 0)
        #expect(try await server.start() == url)
        #expect(await server.url == url)
        await server.stop()
        await server.stop()
        #expect(await server.url == nil)
    }

    @Test func aBusyPortIsAnError() async throws {
        let first = FakeNewsAPIServer()
        let url = try await first.start()
        let port = try #require(url.port.flatMap { UInt16(exactly: $0) })
        let second = FakeNewsAPIServer()
        await #expect(throws: (any Error).self) { try await second.start(port: port) }
        await first.stop()
    }

    @Test func aStoppedServerRefusesConnections() async throws {
        let server = FakeNewsAPIServer()
        let client = FakeClient(base: try await server.start(), timeout: 120)
        #expect(try await client.get("/v2/top-headlines/sources").status == 200)
        await server.stop()
        await #expect(throws: (any Error).self) { _ = try await client.get("/v2/top-headlines/sources") }
        client.session.invalidateAndCancel()
    }

    @Test func aServerNobodyStopsClosesWhenReleased() async throws {
        var server: FakeNewsAPIServer? = FakeNewsAPIServer()
        let url = try #require(try await server?.start())
        server = nil
        let client = FakeClient(base: url, timeout: 1)
        var refused = false
        for _ in 0..<100 where !refused {
            do {
                _ = try await client.get("/v2/top-headlines/sources")
                try await Task.sleep(for: .milliseconds(20))
            } catch {
                refused = true
            }
        }
        #expect(refused)
        client.session.invalidateAndCancel()
    }
}
