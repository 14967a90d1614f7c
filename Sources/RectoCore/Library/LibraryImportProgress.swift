/// Progress of an import, reported after every chunk copied so the app can show a bar for long copies.
public struct LibraryImportProgress: Equatable, Sendable {
    /// Zero-based index of the file being copied.
    public let sourceIndex: Int
    /// Number of files in this import.
    public let sourceCount: Int
    /// Bytes of the current file copied so far.
    public let bytesCopied: Int64
    /// Size of the current file.
    public let bytesTotal: Int64

    /// Creates a progress report.
    public init(sourceIndex: Int, sourceCount: Int, bytesCopied: Int64, bytesTotal: Int64) {
        self.sourceIndex = sourceIndex
        self.sourceCount = sourceCount
        self.bytesCopied = bytesCopied
        self.bytesTotal = bytesTotal
    }

    /// Overall progress from 0 to 1, counting each file as an equal share.
    public var fraction: Double {
        guard sourceCount > 0 else { return 1 }
        let within = bytesTotal > 0 ? Double(bytesCopied) / Double(bytesTotal) : 1
        return min(1, (Double(sourceIndex) + within) / Double(sourceCount))
    }
}
