// story-bench: groups articles into stories with NewsStories' StoryGrouper for `make bench`
// (bench/stories.py runs it and scores what it writes).
//
//     story-bench [--join X] [--merge X] [--min-shared N] [--window-days D] [--out FILE] < ARTICLES
//
// ARTICLES: tab-separated lines of five fields, in publication order: ID, TITLE, URL, PUBLISHER,
// TIMESTAMP (milliseconds since 1970). Nothing else is read: a data set's story ids never reach
// this program, so they cannot reach the grouper. Writes `ID<TAB>STORY` lines to FILE (merges
// followed to the end) and prints one JSON line: articles, the seconds the grouping took (reading
// and parsing not counted) on the clock and in this thread's CPU time, microseconds an article, the
// slowest article's microseconds on the clock, stories, merges and the process's peak resident memory
// (without --out, nothing is kept per article: the peak is the grouper's state and one batch of input).
// With STORY_BENCH_SLOW set, each article that took over 0.5 ms of CPU time is named on standard error.
import Foundation
import NewsStories

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("story-bench: \(message)\n".utf8))
    exit(2)
}

var settings = StoryGrouper.Settings()
var outPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard let value = arguments.popFirst() else { fail("\(option) needs a value") }
    switch option {
    case "--join": settings.joinThreshold = Float(value) ?? settings.joinThreshold
    case "--merge": settings.mergeThreshold = Float(value) ?? settings.mergeThreshold
    case "--bridge": settings.bridgeThreshold = Float(value) ?? settings.bridgeThreshold
    case "--postings": settings.postingsRead = Int(value) ?? settings.postingsRead
    case "--article-terms": settings.articleTerms = Int(value) ?? settings.articleTerms
    case "--story-terms": settings.storyTerms = Int(value) ?? settings.storyTerms
    case "--min-shared": settings.minimumSharedTerms = Int(value) ?? settings.minimumSharedTerms
    case "--window-days": settings.window = Int64((Double(value) ?? 3) * 86_400)
    case "--name-weight": settings.nameWeight = Float(value) ?? settings.nameWeight
    case "--span-days": settings.span = Int64((Double(value) ?? 7) * 86_400)
    case "--out": outPath = value
    default: fail("unknown option \(option)")
    }
}

/// Peak resident memory in MiB, from /proc/self/status's VmHWM (0 where there is none).
func peakResidentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return kilobytes / 1024
    }
    return 0
}

/// This thread's CPU time in seconds: the grouping's own, whatever else the machine runs.
func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let slowReport = ProcessInfo.processInfo.environment["STORY_BENCH_SLOW"] != nil
var grouper = StoryGrouper(settings: settings)
var keys: [Int64] = []
var stories: [Int64] = []
var mergedInto: [Int64: Int64] = [:]
var merges = 0
var articles = 0
var begun = 0
var grouping = Duration.zero
var groupingCPU = 0.0
var slowest = Duration.zero
let clock = ContinuousClock()

// Read in batches, grouped between reads, so the timings hold the grouping alone and memory the
// grouper's state, not the whole input's.
var batch: [StoryCandidate] = []
batch.reserveCapacity(4096)
@MainActor func groupBatch() {
    let startedCPU = threadSeconds()
    let started = clock.now
    for candidate in batch {
        let before = clock.now
        let cpuBefore = slowReport ? threadSeconds() : 0
        let assignment = grouper.add(candidate)
        slowest = max(slowest, clock.now - before)
        if slowReport, threadSeconds() - cpuBefore > 0.0005 {
            FileHandle.standardError.write(
                Data("slow \(candidate.key) \((threadSeconds() - cpuBefore) * 1e6) µs cpu, merged \(assignment.absorbed.count)\n".utf8))
        }
        articles += 1
        if assignment.story == candidate.key { begun += 1 }
        // Kept only to be written: without --out, the peak memory is the grouper's and the input's.
        if outPath != nil {
            keys.append(candidate.key)
            stories.append(assignment.story)
        }
        for absorbed in assignment.absorbed { mergedInto[absorbed] = assignment.story }
        merges += assignment.absorbed.count
    }
    grouping += clock.now - started
    groupingCPU += threadSeconds() - startedCPU
    batch.removeAll(keepingCapacity: true)
}
while let line = readLine(strippingNewline: true) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 5, let key = Int64(fields[0]), let milliseconds = Int64(fields[4]) else { continue }
    batch.append(
        StoryCandidate(
            key: key, title: String(fields[1]), published: milliseconds / 1000, source: String(fields[3]), address: String(fields[2])))
    if batch.count == 4096 { groupBatch() }
}
groupBatch()

if let outPath {
    var text = ""
    text.reserveCapacity(keys.count * 16)
    for index in keys.indices {
        var story = stories[index]
        while let next = mergedInto[story] { story = next }
        text += "\(keys[index])\t\(story)\n"
    }
    guard FileManager.default.createFile(atPath: outPath, contents: Data(text.utf8)) else { fail("cannot write \(outPath)") }
}

let total = seconds(grouping)
print(
    "{\"articles\": \(articles), \"seconds\": \(total), "
        + "\"microsecondsPerArticle\": \(articles == 0 ? 0 : total * 1e6 / Double(articles)), "
        + "\"cpuSeconds\": \(groupingCPU), \"cpuMicrosecondsPerArticle\": \(articles == 0 ? 0 : groupingCPU * 1e6 / Double(articles)), "
        + "\"slowestMicroseconds\": \(seconds(slowest) * 1e6), \"stories\": \(begun - merges), \"merges\": \(merges), "
        + "\"openStories\": \(grouper.openStories), \"peakResidentMiB\": \(peakResidentMiB())}")
