import Foundation

/// The helper's side of `LibraryMetadataWire`: reads request lines, reads each book with the PDF engine
/// (`read`, supplied by the app), writes one answer line each, until the input closes.
public enum LibraryMetadataHelperServer {
    /// Closes every descriptor above standard error that the helper inherited (a display connection, a book
    /// Recto has open, anything a library opened without close-on-exec): a process that parses untrusted
    /// files keeps nothing of Recto's. The helper calls it first thing. Returns how many were closed.
    @discardableResult
    public static func closeInheritedDescriptors() -> Int {
        guard let directory = opendir("/proc/self/fd") else { return 0 }
        let own = dirfd(directory)
        var inherited: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let descriptor = Int32(name), descriptor > 2, descriptor != own { inherited.append(descriptor) }
        }
        closedir(directory)
        return inherited.filter { close($0) == 0 }.count
    }

    /// Serves requests from `input` to `output`; returns when `input` closes or speaks garbage.
    public static func serve(
        input: Int32, output: Int32, faults: LibraryMetadataHelperFaults = LibraryMetadataHelperFaults(),
        read: (LibraryPath) -> LibraryMetadata
    ) {
        guard writeAll(LibraryMetadataWire.greeting + [UInt8(ascii: "\n")], to: output) else { return }
        var reader = LibraryLineReader(descriptor: input)
        let parent = getppid()
        while case let .line(line) = reader.next() {
            guard let path = LibraryMetadataWire.path(fromRequest: line) else { return }
            switch faults.action(for: path) {
            case .none:
                break
            case .crash:
                kill(getpid(), SIGKILL)
            case .hang:
                // Stuck as poppler in a loop would be, but gone once Recto is, so no test leaves it behind.
                while getppid() == parent { sleep(1) }
                return
            }
            guard writeAll(LibraryMetadataWire.answer(for: read(path)), to: output) else { return }
        }
    }
}
