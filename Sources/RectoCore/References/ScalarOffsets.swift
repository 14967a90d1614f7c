import Foundation

/// Turns UTF-16 offsets (NSString's) into Unicode scalar offsets (PageTextLayout's).
struct ScalarOffsets {
    /// The scalar index at each UTF-16 offset (one past the end included).
    private let table: [Int]

    init(_ text: String) {
        var table: [Int] = []
        table.reserveCapacity(text.utf16.count + 1)
        for (index, scalar) in text.unicodeScalars.enumerated() {
            table.append(index)
            if scalar.value > 0xFFFF { table.append(index) }
        }
        table.append(text.unicodeScalars.count)
        self.table = table
    }

    func scalar(_ offset: Int) -> Int { table[min(max(0, offset), table.count - 1)] }

    func scalars(_ range: NSRange) -> Range<Int> {
        let low = scalar(range.location)
        return low..<max(low, scalar(range.location + range.length))
    }
}
