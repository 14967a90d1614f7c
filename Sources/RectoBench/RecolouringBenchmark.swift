import Foundation
import RectoCore
import RectoPDF

/// `make bench`: what recolouring alone costs on a page-sized image, apart from poppler's render and the picture
/// areas' pass, so the benchmark can say where a Night page's extra time goes.
enum RecolouringBenchmark {
    /// Milliseconds (median of `rounds`) to recolour a `width`×`height` image for `mode`: paper with lines of
    /// anti-aliased "text" (greys) and a little colour, as a book page is.
    static func milliseconds(mode: ColourMode, width: Int = 636, height: Int = 900, rounds: Int = 30) -> Double {
        var original = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        for y in 0..<height where (y / 12) % 2 == 1 {
            for x in 40..<(width - 40) where (x * 7 + y * 3) % 5 < 2 {
                let grey = UInt32((x * 37 + y * 11) % 256)
                original[y * width + x] = (x + y) % 23 == 0 ? 0xFFC0_2020 : 0xFF00_0000 | grey << 16 | grey << 8 | grey
            }
        }
        let map = ColourMap(mode)
        var times: [Double] = []
        for _ in 0..<rounds {
            var pixels = original
            pixels[0] = original[0]  // the copy made now, not inside the timing
            let start = ContinuousClock.now
            pixels.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                PageRecolouring.recolour(base, width: width, height: height, stride: width * 4, map: map)
            }
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        }
        return times.sorted()[times.count / 2]
    }
}
