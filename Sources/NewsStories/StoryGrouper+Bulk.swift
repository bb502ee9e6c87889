extension StoryGrouper {
    /// Groups a whole set of articles in one pass, as an import does: in publication order, merges
    /// followed to the end. Returns each candidate's story id, in the candidates' order.
    public static func group(_ candidates: [StoryCandidate], settings: Settings = Settings()) -> [Int64] {
        var grouper = StoryGrouper(settings: settings)
        let order = candidates.indices.sorted { (candidates[$0].published, $0) < (candidates[$1].published, $1) }
        var stories = [Int64](repeating: 0, count: candidates.count)
        var mergedInto: [Int64: Int64] = [:]
        for index in order {
            let assignment = grouper.add(candidates[index])
            stories[index] = assignment.story
            for absorbed in assignment.absorbed { mergedInto[absorbed] = assignment.story }
        }
        guard !mergedInto.isEmpty else { return stories }
        for index in stories.indices {
            var story = stories[index]
            while let next = mergedInto[story] { story = next }
            stories[index] = story
        }
        return stories
    }
}
