import Foundation

/// Where a PDF's contents sidecar lives: `NAME.toc.plist` beside `NAME.pdf`, or, when the PDF's folder is
/// not writable, `<dataFolder>/contents/<documentKey>.toc.plist` in Recto's data folder.
public struct ContentsSidecarLocator: Hashable, Sendable {
    /// The PDF the contents belong to.
    public let pdfURL: URL
    /// The document's key, as used for its reading state (survives renames and moves of the PDF).
    public let documentKey: String
    /// Recto's data folder (`$XDG_DATA_HOME/recto`); the fallback sidecars go in its `contents` folder.
    public let dataFolder: URL
    /// Whether the PDF's folder accepts new files, checked once when the locator is made.
    public let canWriteBesidePDF: Bool

    /// Creates a locator. `besidePDFWritable` overrides the check of the PDF's folder
    /// (`FileManager.isWritableFile`), for callers that know better, such as a sandbox, and for tests.
    public init(pdfURL: URL, documentKey: String, dataFolder: URL, besidePDFWritable: Bool? = nil) {
        self.pdfURL = pdfURL
        self.documentKey = documentKey
        self.dataFolder = dataFolder
        self.canWriteBesidePDF = besidePDFWritable
            ?? FileManager.default.isWritableFile(atPath: pdfURL.deletingLastPathComponent().path)
    }

    /// `NAME.toc.plist` in the PDF's folder, whatever the PDF's extension's case.
    public var besidePDF: URL {
        let name = pdfURL.deletingPathExtension().lastPathComponent
        return pdfURL.deletingLastPathComponent().appendingPathComponent(name + ".toc.plist")
    }

    /// `<dataFolder>/contents/<documentKey>.toc.plist`, the key made safe as a file name.
    public var fallback: URL {
        dataFolder
            .appendingPathComponent("contents", isDirectory: true)
            .appendingPathComponent(Self.fileName(forKey: documentKey) + ".toc.plist")
    }

    /// The longest file name the file systems Recto meets accept, in bytes (NAME_MAX on Linux).
    public static let maximumNameBytes = 255

    /// Whether `NAME.toc.plist` can exist at all: beside a PDF whose name is near the limit it would be too long
    /// (ENAMETOOLONG), and the data folder's location is used instead.
    public var besidePDFNameFits: Bool {
        besidePDF.lastPathComponent.utf8.count <= Self.maximumNameBytes
    }

    /// Where saving goes: beside the PDF when its folder is writable and the name fits, else the fallback.
    public var writeLocation: URL {
        canWriteBesidePDF && besidePDFNameFits ? besidePDF : fallback
    }

    /// The places to look, in order: beside the PDF first, then the fallback.
    ///
    /// When the sidecar is written to the fallback, the fallback comes first: that is where the reader's edits were
    /// saved, and a read-only sidecar beside the PDF would otherwise hide them on the next opening.
    public var readLocations: [URL] {
        guard besidePDFNameFits else { return [fallback] }
        return canWriteBesidePDF ? [besidePDF, fallback] : [fallback, besidePDF]
    }

    /// The first existing sidecar in `readLocations`, or `nil` when there is none.
    public func existingSidecar() -> URL? {
        readLocations.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Keeps letters, digits, `.`, `-` and `_`; anything else (a `/` above all) becomes `_`.
    static func fileName(forKey key: String) -> String {
        let safe = String(String.UnicodeScalarView(key.unicodeScalars.map { scalar in
            let allowed = scalar.isASCII
                && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-" || scalar == "_")
            return allowed ? scalar : "_"
        }))
        return safe.isEmpty ? "_" : safe
    }
}
