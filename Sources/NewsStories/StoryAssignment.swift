/// The grouper's answer to one article: the story it joined and the stories it showed to be that story.
public struct StoryAssignment: Sendable, Hashable {
    /// The story's id: the key of the article that began it (of the older story after a merge).
    public var story: Int64
    /// Ids of stories this article merged into `story`; their articles now belong to `story`.
    public var absorbed: [Int64]

    /// An answer from its story and merged stories.
    public init(story: Int64, absorbed: [Int64] = []) {
        self.story = story
        self.absorbed = absorbed
    }
}
