import Foundation
import RectoCore
import RectoTestSupport

/// Library files for the tests: bytes that pass the `%PDF-` check, and reading a file by its raw path.
enum LibraryTestFiles {
    /// Bytes that pass the `%PDF-` check.
    static let pdfBytes = Array("%PDF-1.4\n%fake library test file\n".utf8)

    /// Reads a file's bytes through its raw path.
    static func contents(of path: LibraryPath) -> [UInt8]? {
        let descriptor = path.withCString { open($0, O_RDONLY) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
            if count <= 0 { break }
            result += buffer[..<count]
        }
        return result
    }
}

/// A temporary folder as the library tests fill it: files with raw (possibly not UTF-8) names, links, times.
extension TemporaryFolder {
    var path: LibraryPath { LibraryPath(url) }

    /// Writes a file with a UTF-8 name (default: PDF bytes) and returns its path.
    @discardableResult
    func write(_ name: String, _ contents: [UInt8] = LibraryTestFiles.pdfBytes) -> LibraryPath {
        write(rawName: Array(name.utf8), contents)
    }

    /// Writes a file whose name is raw bytes (possibly not UTF-8) with POSIX calls, as Foundation cannot.
    @discardableResult
    func write(rawName: [UInt8], _ contents: [UInt8] = LibraryTestFiles.pdfBytes) -> LibraryPath {
        let target = path.appending(component: rawName)
        let descriptor = target.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        precondition(descriptor >= 0, "cannot create \(target)")
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try? handle.write(contentsOf: Data(contents))
        try? handle.close()
        return target
    }

    /// Creates a symbolic link `name` pointing at `target` (absolute or relative).
    @discardableResult
    func makeSymlink(_ name: String, to target: String) -> LibraryPath {
        let link = path.appending(name)
        _ = link.withCString { linkPath in symlink(target, linkPath) }
        return link
    }

    /// Sets a file's modification time.
    func touch(_ name: String, secondsSince1970: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: secondsSince1970)],
            ofItemAtPath: url.appendingPathComponent(name).path
        )
    }
}
