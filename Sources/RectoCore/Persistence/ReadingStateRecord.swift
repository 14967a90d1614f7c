import Foundation

/// A reading-state file as read: every field decoded on its own and range-checked, so that one damaged field
/// costs that field (its default is used), not the whole state.
struct ReadingStateRecord: Decodable {
    let state: ReadingState
    /// The version the file says it has (`Int.max` for a number too large for an Int).
    let version: Int
    /// Fields present but unreadable or out of range, replaced by their defaults.
    let droppedFields: Int

    enum CodingKeys: String, CodingKey {
        case version, page, lastPath, lastRead, pageCount, colourMode, continuous, layout, direction, trimMargins,
            marginTrim
    }

    init(from decoder: Decoder) throws {
        // Only "not an object" fails the file; everything inside is checked field by field.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var dropped = 0
        func field<Value: Decodable>(
            _ key: CodingKeys, _ type: Value.Type, valid: (Value) -> Bool = { _ in true }
        ) -> Value? {
            guard container.contains(key) else { return nil }
            if (try? container.decodeNil(forKey: key)) == true { return nil }
            guard let value = try? container.decode(type, forKey: key), valid(value) else {
                dropped += 1
                return nil
            }
            return value
        }
        if let number = try? container.decode(Int.self, forKey: .version) {
            version = number
        } else if let number = try? container.decode(Double.self, forKey: .version), number > 1 {
            version = .max
        } else {
            version = ReadingState.currentVersion
            dropped += 1
        }
        if version < 1 { dropped += 1 }
        let page = field(.page, Int.self, valid: ReadingState.pageRange.contains) ?? 0
        let lastPath = field(.lastPath, String.self)
        let lastRead = field(.lastRead, Date.self)
        let pageCount = field(.pageCount, Int.self, valid: { (1...ReadingState.pageRange.upperBound + 1).contains($0) })
        // A mode this build does not know (a newer Recto's) costs the field: the default applies.
        let colourMode = field(.colourMode, String.self, valid: { ColourMode(rawValue: $0) != nil })
            .flatMap(ColourMode.init(rawValue:))
        let continuous = field(.continuous, Bool.self)
        let layout = field(.layout, String.self, valid: { PageLayout(rawValue: $0) != nil })
            .flatMap(PageLayout.init(rawValue:))
        let direction = field(.direction, String.self, valid: { ReadingDirection(rawValue: $0) != nil })
            .flatMap(ReadingDirection.init(rawValue:))
        let trimMargins = field(.trimMargins, Bool.self)
        // Crops are used as they are read: each must be a sane rectangle, or the whole field is dropped.
        let marginTrim = field(.marginTrim, MarginTrim.self, valid: { trim in
            [trim.odd, trim.even].allSatisfy { $0?.isSaneCrop() ?? true }
        })
        // The page is the one field every Recto writes: missing or null, it is damage, not an older layout.
        if !container.contains(.page) || (try? container.decodeNil(forKey: .page)) == true { dropped += 1 }
        state = ReadingState(
            page: page, lastPath: lastPath, lastRead: lastRead, pageCount: pageCount, colourMode: colourMode,
            continuous: continuous, layout: layout, direction: direction, trimMargins: trimMargins,
            marginTrim: marginTrim)
        droppedFields = dropped
    }
}
