extension SandboxPolicy {
    /// Why a file that Recto was asked to open is not there.
    public enum MissingFile: Equatable, Sendable {
        /// It was moved, renamed or deleted.
        case gone
        /// It may well exist, but outside what the sandbox sees: `flatpak run … book.pdf` hands over the path
        /// only, and the portal's file chooser (or `--file-forwarding`) would give access to it.
        case hiddenBySandbox
    }

    /// Why the file at `path` (absolute) was not found. Outside a sandbox it is gone. Inside, it is gone only
    /// when it was in a folder the sandbox shares with the host, `visibleFolders` (`sandboxVisibleFolders`);
    /// anywhere else the sandbox cannot tell, and says that it cannot see the file.
    public func missingFile(at path: LibraryPath, visibleFolders: [LibraryPath]) -> MissingFile {
        guard isSandboxed else { return .gone }
        let inside = visibleFolders.contains { path.remainder(under: $0) != nil }
        return inside ? .gone : .hiddenBySandbox
    }

    /// The host folders a Flatpak sandbox sees as they are on the host: the documents folder when Flatpak shares
    /// it (see `defaultLibraryFolder`), the app's own folder under `~/.var/app` (its data, config and cache) and
    /// the document portal's mounts, through which chosen and forwarded files arrive.
    public static func sandboxVisibleFolders(
        appFolder: LibraryPath, documents: LibraryPath?, home: LibraryPath, runtimeFolder: LibraryPath,
        exists: (LibraryPath) -> Bool
    ) -> [LibraryPath] {
        [sharedDocuments(documents, home: home, exists: exists), appFolder, runtimeFolder.appending("doc"),
         LibraryPath("/run/flatpak/doc")].compactMap { $0 }
    }
}
