import RectoCore

/// The reading model sees the PDF through its page count, labels and sizes only.
extension PDFDocument: PageSource {
    public var path: String? { url.path }
}
