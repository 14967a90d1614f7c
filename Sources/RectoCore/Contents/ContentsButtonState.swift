/// The Contents button and the contents' actions, as `ContentsFlow` decides them.
public struct ContentsButtonState: Equatable, Sendable {
    /// The button shows and Ctrl+T works: from the second page on, while the contents are open (to turn back),
    /// and from the cover on when the book asks for its contents to be shown.
    public var available: Bool
    /// The book asks for its contents to be shown: the button is pointed out.
    public var pointedOut: Bool
    /// The edits (add, rename, delete, import) are enabled: only while the contents show, so that otherwise
    /// their keys (Delete, F2) reach the view that shows.
    public var editable: Bool

    public init(available: Bool, pointedOut: Bool, editable: Bool) {
        self.available = available
        self.pointedOut = pointedOut
        self.editable = editable
    }
}
