/// The colour maps of the reading modes, as pure functions on opaque RGB; the render worker applies them to
/// every pixel of a page (`PageRecolouring` in RectoPDF), through the 256-entry tables built here.
///
/// Night is not a plain inversion: lightness is inverted and the hue kept, so red ink stays red (lighter),
/// and the result is squeezed between a dark grey page and a light grey ink, softer than black and white.
/// Pictures keep their colours in every mode, only dimmed a little in Night. Sepia lays the page on warm
/// paper with dark brown ink, channel by channel, so colours keep their order of lightness.
public struct ColourMap: Sendable {
    /// The page's white in Night.
    public static let nightPaper: UInt8 = 30
    /// The page's black in Night.
    public static let nightInk: UInt8 = 222
    /// Sepia's paper (white) and ink (black).
    public static let sepiaPaper = RGB(244, 236, 216)
    public static let sepiaInk = RGB(91, 70, 54)
    /// How much of their brightness pictures keep in Night, in 256ths.
    public static let nightPictureLevel = 218

    public let mode: ColourMode
    /// Night: the new luma for each luma (inverted and squeezed between paper and ink); identity otherwise.
    public let lumaTable: [UInt8]
    /// Sepia: each channel's new value for each old one; identity otherwise.
    public let redTable: [UInt8], greenTable: [UInt8], blueTable: [UInt8]

    public init(_ mode: ColourMode) {
        self.mode = mode
        let identity = (0...255).map { UInt8($0) }
        let span = Int(Self.nightInk) - Int(Self.nightPaper)
        lumaTable = mode == .night
            ? (0...255).map { UInt8(Int(Self.nightPaper) + ((255 - $0) * span + 127) / 255) } : identity
        func sepia(_ ink: UInt8, _ paper: UInt8) -> [UInt8] {
            (0...255).map { UInt8(Int(ink) + ($0 * (Int(paper) - Int(ink)) + 127) / 255) }
        }
        let sepiaMode = mode == .sepia
        redTable = sepiaMode ? sepia(Self.sepiaInk.red, Self.sepiaPaper.red) : identity
        greenTable = sepiaMode ? sepia(Self.sepiaInk.green, Self.sepiaPaper.green) : identity
        blueTable = sepiaMode ? sepia(Self.sepiaInk.blue, Self.sepiaPaper.blue) : identity
    }

    /// Whether the map changes anything (Day does not).
    public var isIdentity: Bool { mode == .day }

    /// The colour text and line art of `colour` show in.
    @inlinable
    public func text(_ colour: RGB) -> RGB {
        let (red, green, blue) = text(colour.red, colour.green, colour.blue)
        return RGB(red, green, blue)
    }

    /// The colour a picture's pixel of `colour` shows in.
    @inlinable
    public func picture(_ colour: RGB) -> RGB {
        let (red, green, blue) = picture(colour.red, colour.green, colour.blue)
        return RGB(red, green, blue)
    }

    /// `text(_:)` on bare channels, for the pixel loop.
    @inlinable
    public func text(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> (UInt8, UInt8, UInt8) {
        switch mode {
        case .day:
            return (red, green, blue)
        case .sepia:
            return (redTable[Int(red)], greenTable[Int(green)], blueTable[Int(blue)])
        case .night:
            // Grey (most of a page) maps straight through the table; a colour moves all three channels by the
            // same amount, which turns its luma into the new one and keeps the channels' differences: the hue.
            if red == green, green == blue { return (lumaTable[Int(red)], lumaTable[Int(red)], lumaTable[Int(red)]) }
            let luma = (77 * Int(red) + 150 * Int(green) + 29 * Int(blue)) >> 8
            let shift = Int(lumaTable[luma]) - luma
            return (Self.clamp(Int(red) + shift), Self.clamp(Int(green) + shift), Self.clamp(Int(blue) + shift))
        }
    }

    /// `picture(_:)` on bare channels.
    @inlinable
    public func picture(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> (UInt8, UInt8, UInt8) {
        guard mode == .night else { return (red, green, blue) }
        let level = Self.nightPictureLevel
        return (UInt8((Int(red) * level) >> 8), UInt8((Int(green) * level) >> 8), UInt8((Int(blue) * level) >> 8))
    }

    @inlinable
    public static func clamp(_ value: Int) -> UInt8 { UInt8(min(max(value, 0), 255)) }
}
