import Foundation
import RectoPDF

/// Reads pixels of a rendered page (cairo ARGB32: native-endian 32-bit words, alpha in the top byte).
extension PageImage {
    struct Pixel: Equatable {
        var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        var isWhite: Bool { red == 255 && green == 255 && blue == 255 && alpha == 255 }
        var isDark: Bool { red < 64 && green < 64 && blue < 64 && alpha == 255 }
    }

    func pixel(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height)
        let word = pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
        return Pixel(red: UInt8(truncatingIfNeeded: word >> 16), green: UInt8(truncatingIfNeeded: word >> 8),
                     blue: UInt8(truncatingIfNeeded: word), alpha: UInt8(truncatingIfNeeded: word >> 24))
    }

    /// How many pixels are not pure opaque white (0xFFFFFFFF in either byte order).
    var nonWhiteCount: Int {
        pixels.withUnsafeBytes { raw in
            var count = 0
            for y in 0..<height {
                for x in 0..<width where raw.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) != .max {
                    count += 1
                }
            }
            return count
        }
    }
}
