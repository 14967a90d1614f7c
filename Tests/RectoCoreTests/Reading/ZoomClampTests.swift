import Foundation
import Testing
import RectoCore

@Suite("Zoom stays within its steps")
struct ZoomClampTests {
    @Test("Out-of-range and non-finite factors are clamped or reset, also when decoded")
    func clamped() throws {
        #expect(Zoom(factor: 100).factor == 4)
        #expect(Zoom(factor: .nan).isFit)
        #expect(Zoom(factor: -.infinity).isFit)
        let decoded = try JSONDecoder().decode(Zoom.self, from: Data(#"{"factor": 250}"#.utf8))
        #expect(decoded.factor == 4)
    }
}
