// fake-newsapi: runs FakeNewsAPIServer on 127.0.0.1 until SIGTERM or SIGINT.
//
//     fake-newsapi [--port N]
//
// The first line of standard output is the base URL (http://127.0.0.1:PORT); nothing else is
// printed there. Keys (see DemoKeys): fafafafafafafafafafafafafafa0001 paid,
// fafafafafafafafafafafafafafa0002 free developer plan, …0003 disabled, …0004 exhausted.
import FakeNewsAPI
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = "usage: fake-newsapi [--port N]   (N from 0 to 65535; 0, the default, picks a free port)\n"

var port: UInt16 = 0
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--port":
        guard let text = arguments.popFirst(), let value = UInt16(text) else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        port = value
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    default:
        FileHandle.standardError.write(Data(("fake-newsapi: unknown argument \(argument)\n" + usage).utf8))
        exit(2)
    }
}

signal(SIGPIPE, SIG_IGN)
let server = FakeNewsAPIServer()
let url: URL
do {
    url = try await server.start(port: port)
} catch {
    FileHandle.standardError.write(Data("fake-newsapi: cannot listen on 127.0.0.1:\(port): \(error)\n".utf8))
    exit(1)
}
// An unbuffered write: the URL is out before anyone waits for it.
FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))

// Stop cleanly on SIGTERM or SIGINT, then exit 0.
let (stopRequests, stopContinuation) = AsyncStream<Int32>.makeStream()
let signalSources = [SIGTERM, SIGINT].map { number -> any DispatchSourceSignal in
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler { stopContinuation.yield(number) }
    source.resume()
    return source
}
for await _ in stopRequests {
    await server.stop()
    signalSources.forEach { $0.cancel() }
    exit(0)
}
