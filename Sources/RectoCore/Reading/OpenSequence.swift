import Foundation

/// One window's opening of books: the book asked for last is the one whose outcome counts (a book still
/// opening when another is chosen, or when it left the library, is dropped when it comes), and each outcome
/// says what the window shows next.
@MainActor
public final class OpenSequence<Document> {
    /// What follows an attempt to open a book.
    public enum Outcome {
        /// The book opened, with the reading state saved for it, if any.
        case opened(Document, ReadingState?)
        /// It is locked: the password prompt, again after a wrong password.
        case locked(retry: Bool)
        /// A sandbox cannot see the file: the portal's chooser (Open…) grants it.
        case hiddenBySandbox
        /// It cannot be read, for this reason.
        case failed(PDFOpenError)
    }

    /// Opens the book at a URL (with a password, if given) and answers once on the main thread with the
    /// document or why not, and the book's saved state.
    public typealias Open = (URL, String?, @escaping Answer) -> Void
    /// How an opener answers: the document or why not, and the book's saved state.
    public typealias Answer = @MainActor (Result<Document, PDFOpenError>, ReadingState?) -> Void

    /// The book being opened, until it is shown, fails or is forgotten.
    public private(set) var pending: URL?
    private let open: Open
    private let missingFile: (URL) -> SandboxPolicy.MissingFile
    private let outcome: (URL, Outcome) -> Void

    /// `missingFile` says whether a file not found is missing or hidden by a sandbox; `outcome` hears what
    /// follows each current attempt.
    public init(open: @escaping Open, missingFile: @escaping (URL) -> SandboxPolicy.MissingFile,
                outcome: @escaping (URL, Outcome) -> Void) {
        self.open = open
        self.missingFile = missingFile
        self.outcome = outcome
    }

    /// Starts opening `url`; an earlier book's outcome, when it comes, is dropped.
    public func begin(_ url: URL, password: String? = nil) {
        pending = url
        open(url, password) { [weak self] result, state in
            guard let self, pending == url else { return }
            outcome(url, Self.outcome(of: result, state: state, missing: { self.missingFile(url) }))
        }
    }

    /// The password prompt for `url` was answered: opened again with the password, or, cancelled, the book
    /// stays locked as a failure.
    public func answerPassword(_ password: String?, for url: URL) {
        guard pending == url else { return }
        guard let password else {
            outcome(url, .failed(.needsPassword))
            return
        }
        begin(url, password: password)
    }

    /// Nothing is being opened any more: an outcome still to come is dropped.
    public func forget() {
        pending = nil
    }

    private static func outcome(of result: Result<Document, PDFOpenError>, state: ReadingState?,
                                missing: () -> SandboxPolicy.MissingFile) -> Outcome {
        switch result {
        case let .success(document): .opened(document, state)
        case .failure(.needsPassword): .locked(retry: false)
        case .failure(.wrongPassword): .locked(retry: true)
        case .failure(.notFound) where missing() == .hiddenBySandbox: .hiddenBySandbox
        case let .failure(error): .failed(error)
        }
    }
}
