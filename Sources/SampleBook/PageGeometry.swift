/// The page and its margins, in PDF points. A5-ish: 420 × 595.
enum PageGeometry {
    static let width = 420.0
    static let height = 595.0
    static let marginLeft = 58.0
    static let marginRight = 58.0
    static let top = 62.0
    /// Lowest baseline body text may use; the footer lives below it.
    static let bottom = 535.0
    static let footerBaseline = 562.0

    static var textWidth: Double { width - marginLeft - marginRight }
    static var centerX: Double { width / 2 }
    static var right: Double { width - marginRight }
}
