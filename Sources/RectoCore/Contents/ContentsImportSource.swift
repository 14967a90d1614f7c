import Foundation

/// One file to import, already read: its name (for the derived heading) and its bytes.
public struct ContentsImportSource: Hashable, Sendable {
    /// The file name, e.g. "BookOne.plist".
    public var fileName: String
    /// The file's bytes.
    public var data: Data
    /// The heading the reader chose; `nil` derives one from `fileName`.
    public var heading: String?

    /// Creates a source.
    public init(fileName: String, data: Data, heading: String? = nil) {
        self.fileName = fileName
        self.data = data
        self.heading = heading
    }
}
