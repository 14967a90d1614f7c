import Foundation

/// Reads a binary property list (`bplist00`) into the plain values the sidecar decoder takes: `String`,
/// `[AnyHashable: Any]`, `[Any]`, `Int`, `Double`, `Bool`, `Date`, `Data`.
///
/// Foundation's own reader crashed on damaged binary plists (a set inside a dictionary, bridged to Swift), so
/// sidecars are not handed to it. This reader checks every offset, count and reference against the bytes
/// before using it, refuses cycles and nesting past `maximumDepth`, and knows only the object kinds a contents
/// list can hold; a set or UID is read as nothing, so one bad value costs that value, not the file.
struct ContentsBinaryPlistReader {
    /// Deeper containers are read as nothing (well past `ContentsSidecar.keptDepth`: each chapter level is two).
    static let maximumDepth = 2 * ContentsSidecar.keptDepth + 8

    private let bytes: [UInt8]
    private let offsets: [Int]
    private let referenceSize: Int
    private let top: Int

    /// Checks the header, the trailer and the offset table; nil when they do not describe this file.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let count = Self.integer(bytes, at: trailer + 8, size: 8),
              let top = Self.integer(bytes, at: trailer + 16, size: 8),
              let tableStart = Self.integer(bytes, at: trailer + 24, size: 8),
              count > 0, count <= trailer, top < count, tableStart >= 8, tableStart <= trailer,
              count <= (trailer - tableStart) / offsetSize else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for index in 0..<count {
            guard let offset = Self.integer(bytes, at: tableStart + index * offsetSize, size: offsetSize),
                  offset >= 8, offset < tableStart else { return nil }
            offsets.append(offset)
        }
        self.bytes = bytes
        self.offsets = offsets
        self.referenceSize = referenceSize
        self.top = top
    }

    /// The state of one read: the containers open on the way down (a reference back to one is a cycle), and how
    /// many more objects may be visited: shared objects are visited once per reference, and without a limit a
    /// few hundred bytes of arrays that each hold the previous one twice would take forever.
    private struct Walk {
        var path = Set<Int>()
        var budget: Int
    }

    /// The top object, or nil when it cannot be read.
    func root() -> Any? {
        var walk = Walk(budget: bytes.count + offsets.count)
        return object(top, depth: 0, walk: &walk)
    }

    private func object(_ reference: Int, depth: Int, walk: inout Walk) -> Any? {
        guard offsets.indices.contains(reference), depth <= Self.maximumDepth, walk.budget > 0 else { return nil }
        walk.budget -= 1
        let start = offsets[reference]
        let marker = bytes[start]
        let kind = marker >> 4, low = Int(marker & 0x0F)
        switch kind {
        case 0x0:
            return low == 0x8 ? false : low == 0x9 ? true : nil
        case 0x1:
            guard low <= 3, let value = Self.integer(bytes, at: start + 1, size: 1 << low) else { return nil }
            return value
        case 0x2, 0x3:
            let size = kind == 0x3 ? 8 : 1 << low
            guard size == 4 || size == 8, let raw = Self.unsigned(bytes, at: start + 1, size: size) else { return nil }
            let value = size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw))) : Double(bitPattern: raw)
            return kind == 0x3 ? Date(timeIntervalSinceReferenceDate: value) : value
        case 0x4, 0x5, 0x6:
            guard let (count, first) = length(low, after: start) else { return nil }
            let unit = kind == 0x6 ? 2 : 1
            guard count <= (bytes.count - first) / unit else { return nil }
            let slice = bytes[first..<(first + count * unit)]
            if kind == 0x4 { return Data(slice) }
            if kind == 0x5 { return String(decoding: slice, as: UTF8.self) }
            let units = stride(from: first, to: first + count * 2, by: 2).map {
                UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            return String(decoding: units, as: UTF16.self)
        case 0xA, 0xD:
            guard let (count, first) = length(low, after: start) else { return nil }
            let fields = kind == 0xD ? 2 : 1
            guard count <= (bytes.count - first) / (referenceSize * fields), walk.path.insert(reference).inserted else {
                return nil
            }
            defer { walk.path.remove(reference) }
            let references = (0..<(count * fields)).compactMap {
                Self.integer(bytes, at: first + $0 * referenceSize, size: referenceSize)
            }
            guard references.count == count * fields else { return nil }
            if kind == 0xA {
                return references.compactMap { object($0, depth: depth + 1, walk: &walk) }
            }
            var dictionary: [AnyHashable: Any] = [:]
            for index in 0..<count {
                guard let key = object(references[index], depth: depth + 1, walk: &walk) as? String,
                      let value = object(references[count + index], depth: depth + 1, walk: &walk) else { continue }
                dictionary[key] = value
            }
            return dictionary
        default:
            return nil // sets, UIDs and kinds no property list writes: nothing a contents list holds
        }
    }

    /// The element count of a data, string or container object and where its contents start: the marker's low
    /// nibble, or, when that is 0xF, an integer object after the marker.
    private func length(_ low: Int, after start: Int) -> (count: Int, first: Int)? {
        guard low == 0xF else { return (low, start + 1) }
        guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard size <= 8, let count = Self.integer(bytes, at: start + 2, size: size) else { return nil }
        return (count, start + 2 + size)
    }

    /// A big-endian unsigned number of `size` bytes at `offset`, or nil past the end.
    private static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { return nil }
        return bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// As `unsigned`, as an `Int`; nil when it does not fit (counts and offsets are never negative).
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard let value = unsigned(bytes, at: offset, size: size), value <= UInt64(Int.max) else { return nil }
        return Int(value)
    }
}
