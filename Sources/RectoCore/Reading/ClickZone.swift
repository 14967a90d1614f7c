/// Clicking the outer thirds of the page turns it, like tapping the edge of an e-reader; the middle third
/// is left alone so that clicks meant for selecting or focusing do not move the book.
public enum ClickZone {
    /// The command for a click at `x` in a view `width` wide, or nil for the middle third.
    public static func command(atX x: Double, width: Double) -> PageCommand? {
        guard width > 0 else { return nil }
        let fraction = x / width
        if fraction < 1.0 / 3.0 { return .left }
        if fraction > 2.0 / 3.0 { return .right }
        return nil
    }
}
