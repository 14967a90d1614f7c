import Foundation

/// The outcome of importing tutorial-style contents files.
public struct ContentsImportResult: Hashable, Sendable {
    /// A file that could not be imported at all, and why.
    public struct Failure: Hashable, Sendable {
        /// The file's name as the reader chose it (for the message).
        public var fileName: String
        /// Why it could not be used.
        public var error: ContentsSidecarError

        /// Creates a failure.
        public init(fileName: String, error: ContentsSidecarError) {
            self.fileName = fileName
            self.error = error
        }
    }

    /// The merged table of contents, ready to save as the sidecar.
    public var contents: TableOfContents
    /// Entries dropped from the files that were imported, all files together.
    public var report: ContentsParseReport
    /// Files that were skipped entirely.
    public var failures: [Failure]

    /// Creates a result.
    public init(contents: TableOfContents, report: ContentsParseReport, failures: [Failure]) {
        self.contents = contents
        self.report = report
        self.failures = failures
    }
}
