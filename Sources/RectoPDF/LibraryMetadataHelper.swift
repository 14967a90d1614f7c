import Foundation
import RectoCore

/// The library's metadata helper: the `recto` binary started again with `--library-metadata-helper`, as
/// Recto's library does to read every PDF it opens without being asked. It limits its own memory and CPU
/// time, then answers requests on its standard input (`LibraryMetadataWire`) until Recto closes it. It keeps
/// none of Recto's other open files, and starts no GTK.
public enum LibraryMetadataHelper {
    /// The hidden command-line switch.
    public static let flag = "--library-metadata-helper"

    /// How Recto starts its helper: `/proc/self/exe` is this very binary, even when started by name from PATH
    /// or replaced on disk by an upgrade since.
    public static var client: LibraryMetadataHelperClient {
        LibraryMetadataHelperClient(
            command: ["/proc/self/exe", flag],
            // A crash in the helper is expected now and then: no backtrace on stderr for it.
            environment: ["SWIFT_BACKTRACE": "enable=no"])
    }

    /// Runs the helper and exits when this process was started as one; returns at once otherwise.
    public static func runIfAsked() {
        guard CommandLine.arguments.dropFirst().first == flag else { return }
        LibraryMetadataHelperServer.closeInheritedDescriptors()
        LibraryMetadataHelperLimits.standard.applyToThisProcess()
        LibraryMetadataHelperServer.serve(input: 0, output: 1, read: read)
        exit(0)
    }

    /// What a library row shows, read from the PDF itself: title, author, page count, and the key its reading
    /// state is saved under; `.unreadable` when the engine cannot open it (damaged, locked, half-copied, not a
    /// regular file, or a name that is not UTF-8, which the engine cannot be handed yet).
    static func read(_ path: LibraryPath) -> LibraryMetadata {
        guard let url = path.url, let document = try? PDFDocument.open(url: url) else { return .unreadable }
        return LibraryMetadata(
            title: document.title, author: document.author, pageCount: document.pageCount, documentKey: document.key)
    }
}
