// feed-bench: measures newsdesk's feed reading for `make bench` (bench/feeds.py runs it).
//
//     feed-bench parse DIR ROUNDS    read every file in DIR ROUNDS times; print one JSON line
//     feed-bench fetch URLFILE       fetch every address in URLFILE once (FeedFetchRun); print one JSON line
//     feed-bench titles DIR ROUNDS   read each file in DIR ROUNDS times; print one JSON line per file: its
//                                    items' count and titles (empty for none), or its error, and
//                                    the seconds one read took (bench/real_feeds.py compares them with feedparser)
//     feed-bench every DIR           read every file in DIR through each libxml2 reader newsdesk has (a feed
//                                    and its items' HTML, OPML, a page's feed links, reader mode in four
//                                    charsets); print one JSON line.
//                                    Built with -sanitize=address, it checks the libxml2 wrapper's memory
//                                    (docs/ARCHITECTURE.md, "Checking the libxml2 wrapper").
//     feed-bench extract DIR --out PREDICTIONS.json
//                                    read every *.html in DIR as reader mode does (PageReader); write
//                                    {KEY: {"articleBody": TEXT}} (KEY the file's name without .html); print
//                                    one JSON line: pages, failures, median and p99 milliseconds a page, peak
//                                    resident memory, each page's milliseconds in the names' order
//                                    (bench/extraction.py scores it)
//
// It uses NewsWeb's own FeedReader, FeedFetcher and AsyncHTTPClientTransport, as `newsdesk fetch` does.
import Foundation
import NewsWeb

#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("feed-bench: \(message)\n".utf8))
    exit(2)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// One page read as reader mode reads it, timed: its plain text or its error, and the
/// milliseconds it took. The page comes as the array it was read into, handed over with
/// `consume`, so the bench holds no copy of its own while it is read, and the rest of what was
/// read is let go on return, before the next page or the JSON of all of them. As on
/// trafilatura's side (whose page is read and decoded before its clock starts), the clock times
/// the reading of a page already in memory, not the file's read.
func extract(_ bytes: consuming [UInt8], url: URL?, clock: ContinuousClock) -> (Result<String, PageReadError>, Double) {
    let started = clock.now
    let outcome: Result<String, PageReadError>
    do {
        outcome = .success(try PageReader.read(consume bytes, url: url, contentType: nil).plainText)
    } catch {
        outcome = .failure(error)
    }
    return (outcome, seconds(clock.now - started) * 1000)
}

/// The bytes of the file at `path`, read straight into an array (a `Data` read would be copied
/// again), or nil when it cannot be read.
func fileBytes(_ path: String) -> [UInt8]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let size = try? handle.seekToEnd(), (try? handle.seek(toOffset: 0)) != nil else { return nil }
    let descriptor = handle.fileDescriptor
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: Int(size)) { buffer, count in
        count = 0
        while count < buffer.count {
            let read = Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            if read <= 0 {
                failed = read < 0
                break
            }
            count += read
        }
    }
    return failed ? nil : bytes
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "parse":
    guard arguments.count == 3, let rounds = Int(arguments[arguments.startIndex + 2]), rounds > 0 else {
        fail("usage: feed-bench parse DIR ROUNDS")
    }
    let directory = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()) ?? []
    let files = names.compactMap { try? Data(contentsOf: directory.appendingPathComponent($0)) }
    guard !files.isEmpty else { fail("no files in \(directory.path)") }
    var items = 0
    var failures = 0
    let clock = ContinuousClock()
    let started = clock.now
    for _ in 0..<rounds {
        for file in files {
            do {
                items += try FeedReader.read(file, address: URL(string: "https://bench.example/feed")).items.count
            } catch {
                failures += 1
            }
        }
    }
    let elapsed = seconds(clock.now - started)
    let bytes = files.reduce(0) { $0 + $1.count } * rounds
    print(#"{"files":\#(files.count * rounds),"bytes":\#(bytes),"items":\#(items),"failures":\#(failures),"seconds":\#(elapsed)}"#)
case "fetch":
    guard arguments.count == 2, let text = try? String(contentsOfFile: arguments[arguments.startIndex + 1], encoding: .utf8) else {
        fail("usage: feed-bench fetch URLFILE")
    }
    let feeds = text.split(separator: "\n").map { FeedFetchState(url: String($0)) }
    let transport = AsyncHTTPClientTransport(timeout: 15, maximumBodySize: FeedLimits().maxBodyBytes, decompresses: true)
    let run = FeedFetchRun(fetcher: FeedFetcher(transport: transport, userAgent: "newsdesk-bench"))
    actor Tally {
        var fetched = 0
        var failed = 0
        var items = 0
        func add(_ result: FeedFetchResult) {
            switch result.outcome {
            case .fetched(let document):
                fetched += 1
                items += document.items.count
            default:
                failed += 1
            }
        }
    }
    let tally = Tally()
    let clock = ContinuousClock()
    let started = clock.now
    await run.run(feeds, force: true, holds: [:]) { _, result in await tally.add(result) }
    let elapsed = seconds(clock.now - started)
    print(
        #"{"feeds":\#(feeds.count),"fetched":\#(await tally.fetched),"failed":\#(await tally.failed),"items":\#(await tally.items),"seconds":\#(elapsed)}"#
    )
case "titles":
    guard arguments.count == 3, let rounds = Int(arguments[arguments.startIndex + 2]), rounds > 0 else {
        fail("usage: feed-bench titles DIR ROUNDS")
    }
    let directory = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()) ?? []
    let clock = ContinuousClock()
    for name in names {
        guard let file = try? Data(contentsOf: directory.appendingPathComponent(name)) else { continue }
        var line: [String: Any] = ["file": name, "bytes": file.count]
        let started = clock.now
        var outcome: Result<FeedDocument, FeedError> = .failure(.empty)
        for _ in 0..<rounds {
            outcome = Result { () throws(FeedError) in try FeedReader.read(file, address: URL(string: "https://bench.example/\(name)")) }
        }
        line["seconds"] = seconds(clock.now - started) / Double(rounds)
        switch outcome {
        case .success(let document):
            line["items"] = document.items.count
            line["titles"] = document.items.map(\.title)
            line["feedTitle"] = document.title
        case .failure(let error):
            line["error"] = "\(error)"
        }
        guard let json = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]) else { continue }
        print(String(decoding: json, as: UTF8.self))
    }
case "every":
    guard arguments.count == 2 else { fail("usage: feed-bench every DIR") }
    let directory = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()) ?? []
    var feeds = 0
    var texts = 0
    var lists = 0
    var links = 0
    var pages = 0
    for name in names {
        guard let file = try? Data(contentsOf: directory.appendingPathComponent(name)) else { continue }
        let base = URL(string: "https://bench.example/\(name)")
        if let document = try? FeedReader.read(file, address: base) {
            feeds += 1
            for item in document.items {
                for html in [item.summaryHTML, item.contentHTML].compactMap({ $0 }) where !ArticleText(html: html, base: base).isEmpty {
                    texts += 1
                }
            }
        } else if !ArticleText(html: String(decoding: file, as: UTF8.self), base: base).isEmpty {
            texts += 1
        }
        if (try? SubscriptionList.readingOPML(Array(file))) != nil { lists += 1 }
        links += FeedLinkFinder.links(inHTML: Array(file), base: base).count
        for contentType in ["application/rss+xml; charset=x-bogus", "text/xml; charset=utf-16"] {
            _ = try? FeedReader.read(file, address: base, contentType: contentType)
        }
        // Reader mode, decoded by newsdesk and, for the named charsets, by libxml2's converters.
        for contentType in [nil, "text/html; charset=koi8-r", "text/html; charset=shift_jis", "text/html; charset=x-bogus"] {
            if (try? PageReader.read(file, url: base, contentType: contentType)) != nil, contentType == nil { pages += 1 }
        }
    }
    print(#"{"files":\#(names.count),"feeds":\#(feeds),"texts":\#(texts),"opml":\#(lists),"links":\#(links),"pages":\#(pages)}"#)
case "extract":
    guard arguments.count == 4, arguments[arguments.startIndex + 2] == "--out" else {
        fail("usage: feed-bench extract DIR --out PREDICTIONS.json")
    }
    let directory = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".html") }.sorted()
    guard !names.isEmpty else { fail("no .html files in \(directory.path)") }
    var predictions: [String: [String: String]] = [:]
    var timings: [Double] = []
    var failures = 0
    let clock = ContinuousClock()
    for name in names {
        guard let bytes = fileBytes(directory.appendingPathComponent(name).path) else { continue }
        let key = String(name.dropLast(".html".count))
        let (outcome, milliseconds) = extract(bytes, url: URL(string: "https://bench.example/\(key)"), clock: clock)
        timings.append(milliseconds)
        switch outcome {
        case .success(let plainText):
            predictions[key] = ["articleBody": plainText]
        case .failure(let error):
            failures += 1
            FileHandle.standardError.write(Data("feed-bench: \(key): \(error)\n".utf8))
            predictions[key] = ["articleBody": ""]
        }
    }
    guard let json = try? JSONSerialization.data(withJSONObject: predictions, options: [.sortedKeys]) else { fail("could not write JSON") }
    do {
        try json.write(to: URL(fileURLWithPath: arguments[arguments.startIndex + 3]))
    } catch {
        fail("could not write \(arguments[arguments.startIndex + 3]): \(error)")
    }
    // Each page's time in the pages' order, for a caller that takes several passes in turn with another extractor.
    let pageTimings = timings.map { String($0) }.joined(separator: ",")
    timings.sort()
    let median = timings[timings.count / 2]
    let p99 = timings[min(timings.count - 1, Int((Double(timings.count) * 0.99).rounded(.up)) - 1)]
    // The process's peak resident memory, as Linux keeps it (VmHWM, in kB), given in MiB.
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let highWater = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    let peak = Double(highWater?.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0) / 1024
    print(
        #"{"pages":\#(names.count),"failures":\#(failures),"median_ms":\#(median),"p99_ms":\#(p99),"peak_mb":\#(peak),"#
            + #""timings_ms":[\#(pageTimings)]}"#)
default:
    fail(
        "usage: feed-bench parse DIR ROUNDS | feed-bench titles DIR ROUNDS | feed-bench fetch URLFILE | feed-bench every DIR | feed-bench extract DIR --out FILE"
    )
}
