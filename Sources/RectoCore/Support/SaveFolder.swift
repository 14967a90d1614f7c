/// Where a save chooser (Export Notes…, Save a Copy with Highlights…) opens. Left to itself GTK opens it in the
/// process's working folder, which is wherever the terminal was (`/` after `cd / && recto`), a folder the
/// reader usually cannot write to and did not think of.
public enum SaveFolder {
    /// The documents folder when it is set, is not the home itself (how xdg-user-dirs switches a folder off) and
    /// exists; else the home folder.
    public static func proposed(
        documents: LibraryPath?, home: LibraryPath, isDirectory: (LibraryPath) -> Bool
    ) -> LibraryPath {
        // (Compared through `appending`, which drops trailing slashes: "/home/ann/" is "/home/ann".)
        guard let documents, !documents.bytes.isEmpty, documents.appending("x") != home.appending("x"),
              isDirectory(documents) else { return home }
        return documents
    }
}
