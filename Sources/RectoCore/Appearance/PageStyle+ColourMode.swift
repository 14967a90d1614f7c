extension PageStyle {
    /// This style with the colours of `mode`.
    public func coloured(_ mode: ColourMode) -> PageStyle {
        var style = self
        style.colourMode = mode
        return style
    }
}
