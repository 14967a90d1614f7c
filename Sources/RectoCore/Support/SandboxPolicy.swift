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
    /// Outside a sandbox it is `<data home>/recto/Library`. Inside, the data home is `~/.var/app/<id>/data`,
    /// hidden from the reader and from every other program, so the default is `Books` in the documents folder,
    /// which the sandbox may see; `~/Documents` stands in when the documents folder is unset or is the home itself
    /// (how xdg-user-dirs switches a folder off).
    public func defaultLibraryFolder(dataHome: LibraryPath, documents: LibraryPath?, home: LibraryPath) -> LibraryPath {
        guard isSandboxed else { return dataHome.appending("recto").appending("Library") }
        // (Compared through `appending`, which drops trailing slashes: "/home/ann/" is "/home/ann".)
        let usable = documents.flatMap { $0.bytes.isEmpty || $0.appending("x") == home.appending("x") ? nil : $0 }
        return (usable ?? home.appending("Documents")).appending("Books")
    }

    /// The `besidePDFWritable` to give `ContentsSidecarLocator`: inside a sandbox never beside the PDF, since the
    /// file chooser portal exports only the PDF itself and a sidecar written beside it would be lost to the
    /// reader; outside, nil lets the locator check the PDF's folder.
    public var contentsBesidePDFWritable: Bool? {
        isSandboxed ? false : nil
    }
}
