/// The stories of a file being restored that still expect lines, at most ``limit`` of them.
///
/// An export's `storySize` says how many lines a story has; a story is held from its first line
/// until that many have come. A file whose lines each open a story that never closes (a damaged
/// or hostile one) would otherwise hold one entry a line: past the limit the story opened longest
/// ago is let go, and its later lines, if any come, make a story of their own. Memory follows the
/// limit, never the file.
struct OpenStories: Sendable {
    private struct Story: Sendable {
        /// The story's id in this catalog.
        var id: Int64
        /// How many of its lines the file has still to give.
        var left: Int
        /// When it opened, as a count of stories opened before it.
        var opened: Int
    }

    /// The most stories held unless told otherwise: about 10 MB, reckoned from the entries' sizes.
    static let defaultLimit = 100_000

    /// The most stories held at once.
    let limit: Int
    private var stories: [String: Story] = [:]
    /// Each story as it opened, oldest first from `head`; entries of stories closed since stay until compacted.
    private var order: [(name: String, opened: Int)] = []
    private var head = 0
    private var opened = 0

    /// No story open, and at most `limit` (at least one) held.
    init(limit: Int = defaultLimit) {
        self.limit = max(1, limit)
    }

    /// How many stories are open.
    var count: Int { stories.count }

    /// How many names the order of opening holds, stale ones included: never much more than twice ``limit``.
    var namesHeld: Int { order.count - head }

    /// Counts one more line of the file's story `story` (of `size` lines), whose id is `id` when it
    /// is not open; returns the story's id.
    @discardableResult
    mutating func join(_ story: String, size: Int, at id: Int64) -> Int64 {
        guard var known = stories[story] else {
            if size > 1 { open(story, id: id, left: size - 1) }
            return id
        }
        known.left -= 1
        stories[story] = known.left > 0 ? known : nil
        return known.id
    }

    private mutating func open(_ name: String, id: Int64, left: Int) {
        while stories.count >= limit, head < order.count {
            let oldest = order[head]
            head += 1
            if stories[oldest.name]?.opened == oldest.opened { stories[oldest.name] = nil }
        }
        stories[name] = Story(id: id, left: left, opened: opened)
        order.append((name, opened))
        opened += 1
        if namesHeld > 2 * limit + 1_024 {
            // Mostly stories closed since they opened: keep the open ones, in their order.
            order = order[head...].filter { stories[$0.name]?.opened == $0.opened }
            head = 0
        }
    }
}
