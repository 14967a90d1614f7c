extension PageGeometry {
    /// The point in page points under (`x`, `y`) of a page drawn at `drawn`, or nil outside the page.
    public static func pagePoint(x: Double, y: Double, in drawn: PageRect, pageSize: Size) -> (x: Double, y: Double)? {
        guard drawn.width > 0, drawn.height > 0, drawn.contains(x: x, y: y) else { return nil }
        return ((x - drawn.x) / drawn.width * pageSize.width, (y - drawn.y) / drawn.height * pageSize.height)
    }
}
