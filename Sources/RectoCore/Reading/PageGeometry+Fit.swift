extension PageGeometry {
    /// Where a page of `pageSize` shows inside a picture occupying `bounds` that fits its content (GTK's
    /// "contain": as large as fits, centred), in the same coordinates as `bounds`. Nil for an empty page.
    public static func contained(_ pageSize: Size, in bounds: PageRect) -> PageRect? {
        guard pageSize.width > 0, pageSize.height > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let scale = min(bounds.width / pageSize.width, bounds.height / pageSize.height)
        let width = pageSize.width * scale, height = pageSize.height * scale
        return PageRect(x: bounds.x + (bounds.width - width) / 2, y: bounds.y + (bounds.height - height) / 2,
                        width: width, height: height)
    }

    /// The point in page points under (`x`, `y`) of a page drawn at `drawn`, or nil outside the page.
    public static func pagePoint(x: Double, y: Double, in drawn: PageRect, pageSize: Size) -> (x: Double, y: Double)? {
        guard drawn.width > 0, drawn.height > 0, drawn.contains(x: x, y: y) else { return nil }
        return ((x - drawn.x) / drawn.width * pageSize.width, (y - drawn.y) / drawn.height * pageSize.height)
    }
}
