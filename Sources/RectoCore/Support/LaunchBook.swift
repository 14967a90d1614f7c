import Foundation

/// Which book a launch can start opening before GTK is up: `recto book.pdf` names one, `recto` alone means
/// the sample book. Options and several files are left to GApplication alone.
public enum LaunchBook {
    /// The book to open early, or nil. `arguments` are the command line without the program; `sampleBook` is
    /// asked only when there are none. The file must exist and not be a folder.
    public static func chosen(arguments: [String], sampleBook: @autoclosure () -> URL?) -> URL? {
        guard arguments.count <= 1 else { return nil }
        let url: URL
        if let argument = arguments.first {
            guard !argument.hasPrefix("-") else { return nil }
            // GApplication would hand a URI (or a relative path) to "open" as a GFile; only plain paths are taken.
            url = URL(fileURLWithPath: argument).standardizedFileURL
        } else {
            guard let sample = sampleBook() else { return nil }
            url = sample.standardizedFileURL
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            return nil
        }
        return url
    }
}
