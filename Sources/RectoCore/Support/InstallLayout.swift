import Foundation

/// Where Recto's data files are for a given executable: in the build tree when it runs from SwiftPM's
/// `.build/<config>/recto` (or `.build/<triple>/<config>/recto`), where `make data` compiles them, else under the
/// install prefix, `PREFIX/bin/recto` with `PREFIX/share/…`.
///
/// The choice is made from the executable's path alone, never by probing for a file: a Flatpak's locale packs
/// arrive separately, so "is German there?" says nothing about where the translations belong.
public struct InstallLayout: Hashable, Sendable {
    /// How the executable was found: installed under a prefix, or in a checkout's build folder.
    public enum Kind: Hashable, Sendable {
        /// `prefix/bin/recto`.
        case installed(prefix: URL)
        /// `checkout/.build/…/recto`; `buildFolder` is the `.build` folder, `checkout` the folder holding it.
        case buildTree(checkout: URL, buildFolder: URL)
    }

    /// The application id, which names the data folder and the GResource.
    public static let appID = "io.github.rectoreader.Recto"

    public let kind: Kind

    /// The layout for the executable at `executable` (symbolic links already resolved).
    public init(executable: URL) {
        let folder = executable.standardizedFileURL.deletingLastPathComponent()
        if Self.configurations.contains(folder.lastPathComponent) {
            // `.build/debug` or `.build/x86_64-unknown-linux-gnu/debug`: no deeper than that, so an install
            // prefix that happens to sit inside someone's checkout is still taken for an install.
            let parent = folder.deletingLastPathComponent()
            for candidate in [parent, parent.deletingLastPathComponent()]
            where candidate.lastPathComponent == ".build" {
                kind = .buildTree(checkout: candidate.deletingLastPathComponent(), buildFolder: candidate)
                return
            }
        }
        kind = .installed(prefix: folder.deletingLastPathComponent())
    }

    static let configurations: Set<String> = ["debug", "release"]

    /// The compiled GResource (shortcuts window, style sheet, icons).
    public var resourceBundle: URL {
        switch kind {
        case .installed:
            return applicationData.appendingPathComponent(Self.appID + ".gresource")
        case .buildTree(_, let build):
            return build.appendingPathComponent("data").appendingPathComponent(Self.appID + ".gresource")
        }
    }

    /// The folder with a compiled schema (`gschemas.compiled`) holding Recto's.
    public var schemaFolder: URL {
        switch kind {
        case .installed(let prefix): return prefix.appendingPathComponent("share/glib-2.0/schemas")
        case .buildTree(_, let build): return build.appendingPathComponent("schemas")
        }
    }

    /// The folder to bind the text domain to (`<ll>/LC_MESSAGES/recto.mo` inside).
    public var localeFolder: URL {
        switch kind {
        case .installed(let prefix): return prefix.appendingPathComponent("share/locale")
        case .buildTree(_, let build): return build.appendingPathComponent("locale")
        }
    }

    /// The sample book, Recto's own guide.
    public var sampleBook: URL {
        switch kind {
        case .installed:
            return applicationData.appendingPathComponent("sample-book.pdf")
        case .buildTree(let checkout, _):
            return checkout.appendingPathComponent("data/sample-book.pdf")
        }
    }

    /// `PREFIX/share/io.github.rectoreader.Recto` (for an install).
    private var applicationData: URL {
        switch kind {
        case .installed(let prefix): return prefix.appendingPathComponent("share").appendingPathComponent(Self.appID)
        case .buildTree(_, let build): return build.appendingPathComponent("data")
        }
    }
}
