/// A size in some unit (PDF points, logical pixels or device pixels, as the name of the value says).
public struct Size: Equatable, Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Sizes pages on screen: fitted into the view (each page of a spread into half of it), times the zoom,
/// and in device pixels for the HiDPI render.
public enum PageGeometry {
    /// The logical size of a page of `pageSize` points shown in a view of `viewSize` logical pixels, when
    /// `pagesAcross` pages share the width, at `zoom`. Keeps the aspect ratio; never smaller than 1×1.
    public static func displaySize(page pageSize: Size, in viewSize: Size, pagesAcross: Int = 1, zoom: Zoom = Zoom()) -> Size {
        guard pageSize.width > 0, pageSize.height > 0 else { return Size(width: 1, height: 1) }
        let boxWidth = max(viewSize.width, 1) / Double(max(pagesAcross, 1))
        let boxHeight = max(viewSize.height, 1)
        let fit = min(boxWidth / pageSize.width, boxHeight / pageSize.height)
        let scale = fit * zoom.factor
        return Size(width: max((pageSize.width * scale).rounded(), 1), height: max((pageSize.height * scale).rounded(), 1))
    }

    /// Device pixels for a logical size at a monitor's scale factor, capped at `maximumPixels` in area so a
    /// huge page or zoom cannot exhaust memory (the picture scales up the rest).
    public static func pixelSize(for logical: Size, scaleFactor: Int, maximumPixels: Double = 4096 * 4096) -> Size {
        var width = logical.width * Double(max(scaleFactor, 1))
        var height = logical.height * Double(max(scaleFactor, 1))
        let area = width * height
        if area > maximumPixels {
            let shrink = (maximumPixels / area).squareRoot()
            width *= shrink
            height *= shrink
        }
        return Size(width: max(width.rounded(.down), 1), height: max(height.rounded(.down), 1))
    }
}
