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

// Exit 0 on SIGTERM or SIGINT; exiting closes the listening socket and every connection at once.
// The sources stay referenced by `signalSources` for the life of the process.
let signalSources = [SIGTERM, SIGINT].map { number -> any DispatchSourceSignal in
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler { exit(0) }
    source.resume()
    return source
}
while !signalSources.isEmpty {
    try? await Task.sleep(for: .seconds(3600))
}
