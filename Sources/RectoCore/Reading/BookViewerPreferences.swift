import Foundation

/// What a PDF asks of the reader that opens it, in Recto's terms: `/PageLayout`, `/PageMode` and
/// `/ViewerPreferences /Direction` from its catalog. A book opened for the first time follows them
/// (`OpeningChoices`); nothing here is ever written back.
public struct BookViewerPreferences: Equatable, Sendable {
    /// Single pages or spreads; nil when the file asks for neither.
    public var layout: PageLayout?
    /// Whether the file's spreads put the first page alone (`TwoPageRight`, `TwoColumnRight`: odd pages on the
    /// right, as in print); false for `TwoPageLeft` and `TwoColumnLeft`, whose spreads Recto shows as its own
    /// (the cover alone) since it has no spreads pairing the first page; nil without spreads.
    public var coverAlone: Bool?
    /// Which way the pages run; nil when the file does not say.
    public var direction: ReadingDirection?
    /// The file asks for its outline to be shown (`/PageMode /UseOutlines`): the contents are pointed out.
    public var pointsToContents: Bool

    public init(layout: PageLayout? = nil, coverAlone: Bool? = nil, direction: ReadingDirection? = nil,
                pointsToContents: Bool = false) {
        self.layout = layout
        self.coverAlone = coverAlone
        self.direction = direction
        self.pointsToContents = pointsToContents
    }

    /// Decodes the catalog's names (without the slash): `pageLayout` ("TwoPageRight"…), `pageMode`
    /// ("UseOutlines"…) and the viewer preferences' `direction` ("R2L", "L2R"). Unknown names ask for nothing.
    public init(pageLayout: String?, pageMode: String?, direction: String?) {
        switch pageLayout {
        case "SinglePage", "OneColumn":
            self.init(layout: .single)
        case "TwoPageRight", "TwoColumnRight":
            self.init(layout: .spread, coverAlone: true)
        case "TwoPageLeft", "TwoColumnLeft":
            self.init(layout: .spread, coverAlone: false)
        default:
            self.init()
        }
        switch direction {
        case "R2L": self.direction = .rightToLeft
        case "L2R": self.direction = .leftToRight
        default: break
        }
        pointsToContents = pageMode == "UseOutlines"
    }

    /// The `/Direction` name in a PDF's bytes ("R2L" or "L2R"), or nil. poppler-glib does not expose it (its
    /// viewer-preferences property is a stub), so the uncompressed objects are searched: `/Direction` belongs
    /// to the viewer preferences alone. A catalog inside a compressed object stream is not seen (nil, the
    /// reader's default direction applies). Bounded by `bytes`; never traps on any input.
    public static func direction(in bytes: Data) -> String? {
        let key = Array("/Direction".utf8)
        var found: String?
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let data = raw.bindMemory(to: UInt8.self)
            var index = 0
            while index + key.count <= data.count {
                guard data[index] == key[0], data[index..<index + key.count].elementsEqual(key) else {
                    index += 1
                    continue
                }
                var cursor = index + key.count
                while cursor < data.count, [0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x00].contains(data[cursor]) { cursor += 1 }
                if cursor < data.count, data[cursor] == UInt8(ascii: "/") {
                    let name = data[(cursor + 1)..<min(cursor + 4, data.count)]
                    let after = cursor + 4 < data.count ? data[cursor + 4] : 0x20
                    let ends = !(after.isLetter || after.isDigit)
                    if ends, name.elementsEqual("R2L".utf8) { found = "R2L" }
                    if ends, name.elementsEqual("L2R".utf8) { found = "L2R" }
                }
                // The last one wins: an incremental update appends the newer catalog after the older.
                index = cursor
            }
        }
        return found
    }
}

extension UInt8 {
    fileprivate var isLetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    fileprivate var isDigit: Bool { (0x30...0x39).contains(self) }
}
