/// Why a PDF could not be opened. The app turns each case into a message for the reader.
public enum PDFOpenError: Error, Equatable, Sendable {
    /// There is no file at the path.
    case notFound
    /// The file exists but cannot be read (permissions, a folder, an I/O error).
    case unreadable(reason: String)
    /// The file is not a PDF at all.
    case notPDF
    /// The file looks like a PDF but poppler could not make sense of it (truncated or damaged).
    case damaged(detail: String)
    /// The PDF is encrypted and needs a password.
    case needsPassword
    /// The password given was wrong.
    case wrongPassword
    /// The PDF has no pages to show.
    case noPages
}
