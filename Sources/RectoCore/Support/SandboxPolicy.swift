/// What changes when Recto runs inside a Flatpak sandbox, where the reader's files reach it only through the
/// document portal and the one host folder the manifest asks for (`--filesystem=xdg-documents`).
public struct SandboxPolicy: Hashable, Sendable {
    /// Whether Recto runs sandboxed.
    public let isSandboxed: Bool

    public init(isSandboxed: Bool) {
        self.isSandboxed = isSandboxed
    }

    /// Flatpak sets `FLATPAK_ID` in the app's environment and mounts `/.flatpak-info` in every sandbox.
    public init(environment: [String: String], flatpakInfoExists: Bool) {
        self.init(isSandboxed: flatpakInfoExists || !(environment["FLATPAK_ID"] ?? "").isEmpty)
    }

    /// The library folder when the reader has chosen none.
    ///
    /// Outside a sandbox it is `<data home>/recto/Library`. Inside, `Books` in the documents folder, where the
    /// reader and other programs see it, but only when Flatpak shares that folder (`--filesystem=xdg-documents`):
    /// it does so only when the folder is set, is not the home folder (how xdg-user-dirs switches one off) and
    /// exists. Otherwise a `~/Documents/Books` would be made in the sandbox's own temporary home and lost at exit,
    /// so the library stays in the data home, which persists under `~/.var/app/<id>/data`.
    /// `exists` answers for a folder on the host as the sandbox sees it.
    public func defaultLibraryFolder(
        dataHome: LibraryPath, documents: LibraryPath?, home: LibraryPath, exists: (LibraryPath) -> Bool
    ) -> LibraryPath {
        let inData = dataHome.appending("recto").appending("Library")
        guard isSandboxed, let documents = Self.sharedDocuments(documents, home: home, exists: exists) else {
            return inData
        }
        return documents.appending("Books")
    }

    /// The documents folder when Flatpak shares it with the sandbox, else nil.
    public static func sharedDocuments(_ documents: LibraryPath?, home: LibraryPath, exists: (LibraryPath) -> Bool)
        -> LibraryPath?
    {
        // (Compared through `appending`, which drops trailing slashes: "/home/ann/" is "/home/ann".)
        guard let documents, !documents.bytes.isEmpty, documents.appending("x") != home.appending("x") else {
            return nil
        }
        return exists(documents) ? documents : nil
    }

    /// The `besidePDFWritable` to give `ContentsSidecarLocator`: inside a sandbox never beside the PDF, since the
    /// file chooser portal exports only the PDF itself and a sidecar written beside it would be lost to the
    /// reader; outside, nil lets the locator check the PDF's folder.
    public var contentsBesidePDFWritable: Bool? {
        isSandboxed ? false : nil
    }

    /// What the reader can do when speech-dispatcher cannot be reached.
    public enum SpeechAdvice: Hashable, Sendable {
        /// Install speech-dispatcher and a voice: Recto starts the server itself when it is there.
        case install
        /// Install them on the computer, or start speech-dispatcher there: the sandbox speaks through the
        /// host's own server (its socket is shared), and cannot start it.
        case installOrStartOnHost
    }

    /// The advice for speech that cannot be reached.
    public var speechAdvice: SpeechAdvice {
        isSandboxed ? .installOrStartOnHost : .install
    }
}
