/// A `--json` line with the title of the screen that showed it, so a reader can tell the home
/// screen's articles from the search results that follow them (both are numbered from 1).
struct ScreenRecord: Encodable {
    /// The title of the screen, as the prompt names it: `home`, `search`, `article`.
    var screen: String
    /// The record's own fields.
    var record: any Encodable

    private enum Key: String, CodingKey {
        case screen
    }

    /// The record's fields and `screen`, side by side in one object.
    func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(screen, forKey: .screen)
    }
}
