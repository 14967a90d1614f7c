import RectoCore

/// The colour maps of `ColourMap` over four pixels at a time in vector lanes, each giving exactly what the map
/// gives pixel by pixel (the divisions by 255 included), for the render worker's pass over a page.
///
/// Pixels are little-endian ARGB32 words: as 16-bit lanes, the low bytes (`even`) are blue and red, the high
/// bytes (`odd`) green and alpha. Alpha is always kept as it was.
protocol RecolouringLanes {
    func map(_ pixels: SIMD4<UInt32>) -> SIMD4<UInt32>
}

extension RecolouringLanes {
    /// Maps the pixels `start..<end` of `row`. A page is mostly one colour, its paper: eight pixels of the colour
    /// last seen eight at a time are written without being computed (a branch taken for whole runs of paper, not
    /// pixel by pixel).
    @inline(__always)
    func mapRow(_ row: UnsafeMutableRawPointer, from start: Int, to end: Int) {
        guard end &- start >= 4 else { return mapFew(row, from: start, to: end) }
        // Read before the loop reaches them, stored after it: the last one to three pixels need no loop of
        // their own, and those the loop already did get the same values again, from the same pixels.
        let lastOffset = (end &- 4) &* 4
        let last = row.loadUnaligned(fromByteOffset: lastOffset, as: SIMD4<UInt32>.self)
        var runIn = SIMD4<UInt32>(repeating: 0xFFFF_FFFF), runOut = map(runIn)
        var offset = start &* 4
        let end = end &* 4
        while offset &+ 32 <= end {
            let first = row.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
            let second = row.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD4<UInt32>.self)
            if first == runIn, second == runIn {
                row.storeBytes(of: runOut, toByteOffset: offset, as: SIMD4<UInt32>.self)
                row.storeBytes(of: runOut, toByteOffset: offset &+ 16, as: SIMD4<UInt32>.self)
            } else {
                let mapped = map(first)
                row.storeBytes(of: mapped, toByteOffset: offset, as: SIMD4<UInt32>.self)
                row.storeBytes(of: map(second), toByteOffset: offset &+ 16, as: SIMD4<UInt32>.self)
                // Eight pixels of one colour (tinted paper, a rule, a filled box) start a run of it.
                if first == second, first == SIMD4(repeating: first[0]) {
                    runIn = first
                    runOut = mapped
                }
            }
            offset &+= 32
        }
        if offset &+ 16 <= end {
            let pixels = row.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
            row.storeBytes(of: map(pixels), toByteOffset: offset, as: SIMD4<UInt32>.self)
            offset &+= 16
        }
        if offset < end { row.storeBytes(of: map(last), toByteOffset: lastOffset, as: SIMD4<UInt32>.self) }
    }

    /// Fewer than four pixels: through the lanes all the same, the rest of the lanes left empty.
    private func mapFew(_ row: UnsafeMutableRawPointer, from start: Int, to end: Int) {
        guard end > start else { return }
        var pixels = SIMD4<UInt32>(repeating: 0xFFFF_FFFF)
        for index in 0..<(end - start) {
            pixels[index] = row.loadUnaligned(fromByteOffset: (start + index) * 4, as: UInt32.self)
        }
        let mapped = map(pixels)
        for index in 0..<(end - start) {
            row.storeBytes(of: mapped[index], toByteOffset: (start + index) * 4, as: UInt32.self)
        }
    }
}

/// Shared arithmetic of the lanes.
enum Lanes {
    /// A word's low bytes (blue, red) and high bytes (green, alpha) as 16-bit lanes.
    @inline(__always)
    static func split(_ pixels: SIMD4<UInt32>) -> (even: SIMD8<UInt16>, odd: SIMD8<UInt16>) {
        let halves = unsafeBitCast(pixels, to: SIMD8<UInt16>.self)
        return (halves & SIMD8(repeating: 0x00FF), halves &>> 8)
    }

    /// The inverse of `split` (each lane 0…255), with the alpha of `original`.
    @inline(__always)
    static func join(_ even: SIMD8<UInt16>, _ odd: SIMD8<UInt16>, alphaOf original: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let joined = unsafeBitCast(even | odd &<< 8, to: SIMD4<UInt32>.self)
        return joined & SIMD4(repeating: 0x00FF_FFFF) | original & SIMD4(repeating: 0xFF00_0000)
    }

    /// `t / 255` rounded down, for every `t` below 65,535, without a division.
    @inline(__always)
    static func divideBy255<Lane: SIMD>(_ t: Lane) -> Lane where Lane.Scalar: FixedWidthInteger {
        let next = t &+ Lane(repeating: 1)
        return (next &+ next &>> 8) &>> 8
    }

    /// The same 16-bit value in the even and odd lane of each pixel.
    @inline(__always)
    static func pairs(blueOrRed: (UInt16, UInt16), greenOrAlpha: (UInt16, UInt16))
        -> (even: SIMD8<UInt16>, odd: SIMD8<UInt16>) {
        let (blue, red) = blueOrRed, (green, alpha) = greenOrAlpha
        return (SIMD8(blue, red, blue, red, blue, red, blue, red),
                SIMD8(green, alpha, green, alpha, green, alpha, green, alpha))
    }
}

/// Sepia (`ColourMap.text` in `.sepia`): each channel from its ink to its paper, `ink + (value × (paper − ink)
/// + 127) / 255`.
struct SepiaLanes: RecolouringLanes {
    private let inks: (even: SIMD8<UInt16>, odd: SIMD8<UInt16>)
    private let spans: (even: SIMD8<UInt16>, odd: SIMD8<UInt16>)

    init() {
        let ink = ColourMap.sepiaInk, paper = ColourMap.sepiaPaper
        inks = Lanes.pairs(blueOrRed: (UInt16(ink.blue), UInt16(ink.red)), greenOrAlpha: (UInt16(ink.green), 0))
        spans = Lanes.pairs(blueOrRed: (UInt16(paper.blue - ink.blue), UInt16(paper.red - ink.red)),
                            greenOrAlpha: (UInt16(paper.green - ink.green), 0))
    }

    @inline(__always)
    func map(_ pixels: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let (even, odd) = Lanes.split(pixels)
        let rounding = SIMD8<UInt16>(repeating: 127)
        // At most 255 × 166 + 127: within 16 bits.
        let newEven = inks.even &+ Lanes.divideBy255(even &* spans.even &+ rounding)
        let newOdd = inks.odd &+ Lanes.divideBy255(odd &* spans.odd &+ rounding)
        return Lanes.join(newEven, newOdd, alphaOf: pixels)
    }
}

/// Night's text (`ColourMap.text` in `.night`): every channel moved by the change of the pixel's luma,
/// `(77 red + 150 green + 29 blue) >> 8`, to its new luma, `paper + ((255 − luma) × (ink − paper) + 127) / 255`,
/// and clamped to 0…255. (A grey's luma is its value, so greys go straight to the new luma as in the map.)
struct NightTextLanes: RecolouringLanes {
    private let weights = Lanes.pairs(blueOrRed: (29, 77), greenOrAlpha: (150, 0))

    @inline(__always)
    func map(_ pixels: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let (even, odd) = Lanes.split(pixels)
        // 29 blue + 150 green in the even lane, 77 red in the odd one: at most 65,280 together.
        let weighted = unsafeBitCast(even &* weights.even &+ odd &* weights.odd, to: SIMD4<UInt32>.self)
        let luma = (weighted & SIMD4(repeating: 0xFFFF) &+ weighted &>> 16) &>> 8
        let paper = UInt32(ColourMap.nightPaper), span = UInt32(ColourMap.nightInk) - paper
        let newLuma = SIMD4(repeating: paper)
            &+ Lanes.divideBy255((SIMD4(repeating: 255) &- luma) &* span &+ SIMD4(repeating: 127))
        // The move, from −255 to 255, as the same 16-bit lane twice a pixel.
        let shift = newLuma &- luma
        let shifts = unsafeBitCast(shift & SIMD4(repeating: 0xFFFF) | shift &<< 16, to: SIMD8<Int16>.self)
        let low = SIMD8<Int16>(repeating: 0), high = SIMD8<Int16>(repeating: 255)
        let newEven = (SIMD8<Int16>(truncatingIfNeeded: even) &+ shifts).clamped(lowerBound: low, upperBound: high)
        let newOdd = (SIMD8<Int16>(truncatingIfNeeded: odd) &+ shifts).clamped(lowerBound: low, upperBound: high)
        return Lanes.join(SIMD8(truncatingIfNeeded: newEven), SIMD8(truncatingIfNeeded: newOdd), alphaOf: pixels)
    }
}

/// Night's pictures (`ColourMap.picture` in `.night`): each channel dimmed to `value × level >> 8`.
struct NightPictureLanes: RecolouringLanes {
    private let level = SIMD8<UInt16>(repeating: UInt16(ColourMap.nightPictureLevel))

    @inline(__always)
    func map(_ pixels: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let (even, odd) = Lanes.split(pixels)
        return Lanes.join((even &* level) &>> 8, (odd &* level) &>> 8, alphaOf: pixels)
    }
}
