import Foundation
import RectoCore

/// The metadata helper: the same `recto` binary started again with `--library-metadata-helper`, as Recto's
/// library does for every PDF it opens without being asked. It limits its own memory and CPU time, then
/// answers requests on its standard input (`LibraryMetadataWire`) until Recto closes it. It keeps none of
/// Recto's other open files, and starts no GTK.
enum LibraryMetadataHelperMain {
    /// The hidden command-line switch.
    static let flag = "--library-metadata-helper"

    /// How Recto starts its helper: `/proc/self/exe` is this very binary, even when started by name from PATH
    /// or replaced on disk by an upgrade since.
    static var client: LibraryMetadataHelperClient {
        LibraryMetadataHelperClient(
            command: ["/proc/self/exe", flag],
            // A crash in the helper is expected now and then: no backtrace on stderr for it.
            environment: ["SWIFT_BACKTRACE": "enable=no"])
    }

    /// Runs the helper and exits when this process was started as one; returns at once otherwise.
    static func runIfAsked() {
        guard CommandLine.arguments.dropFirst().first == flag else { return }
        LibraryMetadataHelperServer.closeInheritedDescriptors()
        LibraryMetadataHelperLimits.standard.applyToThisProcess()
        LibraryMetadataHelperServer.serve(input: 0, output: 1, read: LibraryMetadataReader.read)
        exit(0)
    }
}
