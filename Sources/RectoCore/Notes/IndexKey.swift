/// Everything needed to place one title in an indexed list, computed once per item so sorting never folds again.
struct IndexKey: Sendable {
    /// Bytes 0–7 and 8–15 of `folded`, big-endian and zero-padded: most comparisons end with these.
    let head: UInt64
    let secondHead: UInt64
    /// UTF-8 of the folded prefix of the title; byte order is code point order.
    let folded: [UInt8]
    /// The title itself, to order titles that fold the same ("Emile", "émile", "Émile").
    let title: String

    init(folded: [UInt8], title: String) {
        self.folded = folded
        self.title = title
        head = Self.word(folded, from: 0)
        secondHead = Self.word(folded, from: 8)
    }

    private static func word(_ bytes: [UInt8], from start: Int) -> UInt64 {
        var word: UInt64 = 0
        for index in start..<start + 8 {
            word = word << 8 | UInt64(index < bytes.count ? bytes[index] : 0)
        }
        return word
    }

    /// Three-way comparison of the folded bytes; the zero padding of the heads agrees with this order, since a
    /// shorter key that is a prefix of a longer one sorts first either way.
    static func compareFolded(_ lhs: IndexKey, _ rhs: IndexKey) -> Int {
        if lhs.head != rhs.head { return lhs.head < rhs.head ? -1 : 1 }
        if lhs.secondHead != rhs.secondHead { return lhs.secondHead < rhs.secondHead ? -1 : 1 }
        let left = lhs.folded, right = rhs.folded
        let common = min(left.count, right.count)
        var index = 16
        while index < common {
            if left[index] != right[index] { return left[index] < right[index] ? -1 : 1 }
            index += 1
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }
}
