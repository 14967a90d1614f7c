/// Where a reference or its target shows in a page's text: the characters (Unicode scalars of poppler's text
/// of the page, as `PageTextLayout` counts them) and whether it defines the thing (a caption, a heading, a
/// bibliography entry, an equation's number at a line's end) or mentions it.
public struct ReferenceOccurrence: Equatable, Sendable {
    public let key: ReferenceKey
    public let page: Int
    public let range: Range<Int>
    public let isDefinition: Bool

    public init(key: ReferenceKey, page: Int, range: Range<Int>, isDefinition: Bool) {
        self.key = key
        self.page = page
        self.range = range
        self.isDefinition = isDefinition
    }
}
