/// Which page of a list is on display, shared by a screen and the renderer it hands its content to.
@MainActor
final class PageCursor {
    /// The page on display, from 1.
    var number = 1
}
