import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Recto's GSettings (`io.github.rectoreader.Recto`), typed. GLib aborts on a schema or key it cannot find,
/// so every read and write goes through `has(_:)`: with no schema installed (a bare `swift run`, a broken
/// install) or an older schema lacking a key, values live in memory for the session instead.
@MainActor
final class AppSettings: LibrarySettings {
    static let shared = AppSettings()

    /// The GSettings object, nil when the schema was not found.
    let settings: UnsafeMutablePointer<GSettings>?
    private let schema: OpaquePointer?
    /// Values set while there was no schema (or key) to store them in.
    private var unsaved: [String: Any] = [:]
    /// Observers of keys kept in `unsaved`, which no GSettings signal reports.
    private var unsavedObservers: [String: [@MainActor () -> Void]] = [:]

    private init() {
        schema = Self.lookUpSchema()
        settings = schema.map { g_settings_new_full($0, nil, nil) }
        if schema == nil {
            let message = "recto: settings schema \(ResourceLocator.appID) is not installed; settings will not be kept\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
    }

    // MARK: Recto's keys

    /// The schema's ranges for the window size. GSettings checks its own store against them, but values kept
    /// in memory without a schema, or from an older schema without the range, are clamped here too.
    static let windowWidthRange = 360...32767
    static let windowHeightRange = 294...32767

    var windowWidth: Int {
        get { Self.clamp(int("window-width", fallback: 900), to: Self.windowWidthRange) }
        set { setInt("window-width", Self.clamp(newValue, to: Self.windowWidthRange)) }
    }

    var windowHeight: Int {
        get { Self.clamp(int("window-height", fallback: 1000), to: Self.windowHeightRange) }
        set { setInt("window-height", Self.clamp(newValue, to: Self.windowHeightRange)) }
    }

    private static func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }

    var windowMaximized: Bool {
        get { bool("window-maximized", fallback: false) }
        set { setBool("window-maximized", newValue) }
    }

    var librarySort: LibrarySort {
        get { LibrarySort(rawValue: string("library-sort", fallback: "")) ?? .title }
        set { setString("library-sort", newValue.rawValue) }
    }

    var readingDirection: ReadingDirection {
        get { ReadingDirection(rawValue: string("reading-direction", fallback: "")) ?? .leftToRight }
        set { setString("reading-direction", newValue.rawValue) }
    }

    var pageLayout: PageLayout {
        get { PageLayout(rawValue: string("page-layout", fallback: "")) ?? .single }
        set { setString("page-layout", newValue.rawValue) }
    }

    /// The colour mode of books without one of their own (Preferences).
    var colourMode: ColourMode {
        get { ColourMode(rawValue: string("colour-mode", fallback: "")) ?? .day }
        set { setString("colour-mode", newValue.rawValue) }
    }

    /// The page overview's thumbnail size (Ctrl+plus and Ctrl+minus there).
    var overviewThumbnailSize: OverviewThumbnailSize {
        get { OverviewThumbnailSize(width: int("overview-thumbnail-width", fallback: OverviewThumbnailSize.standard)) }
        set { setInt("overview-thumbnail-width", newValue.width) }
    }

    /// Whether Night follows the system's dark style.
    var followsSystemStyle: Bool {
        get { bool("follow-system-style", fallback: false) }
        set { setBool("follow-system-style", newValue) }
    }

    /// False turns animations off in Recto whatever the desktop says.
    var animationsEnabled: Bool {
        get { bool("enable-animations", fallback: true) }
        set { setBool("enable-animations", newValue) }
    }

    /// The library folder the reader chose; nil means the default (`AppPaths.libraryFolder`). Names that are
    /// not UTF-8 are kept as URIs (`LibraryFolderSetting`).
    var libraryFolder: LibraryPath? {
        get {
            // Through GFile, which tidies "//" and "/./" the way the folder monitor will report paths.
            LibraryFolderSetting.decode(string("library-folder", fallback: ""), home: AppPaths.home)
                .flatMap { folder in folder.withGFile { LibraryPath(file: $0) } }
        }
        set {
            setString("library-folder",
                      newValue.map { LibraryFolderSetting.encode($0, defaultFolder: AppPaths.libraryFolder) } ?? "")
        }
    }

    /// Runs `handler` whenever `key` changes, whoever changed it (dconf-editor, `gsettings set`, another window,
    /// this one). Disconnect the returned connection when the observer goes; without a schema there is none,
    /// and the handler (which should capture its owner weakly) stays for the run.
    @discardableResult
    func observe(_ key: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let settings, has(key) else {
            unsavedObservers[key, default: []].append(handler)
            return nil
        }
        return settings.onString("changed::" + key) { _ in handler() }
    }

    // MARK: Typed access

    func has(_ key: String) -> Bool {
        guard let schema else { return false }
        return g_settings_schema_has_key(schema, key) != 0
    }

    /// Whether `key` holds a value someone set, rather than the schema's default.
    func hasUserValue(_ key: String) -> Bool {
        guard let settings, has(key) else { return unsaved[key] != nil }
        guard let value = g_settings_get_user_value(settings, key) else { return false }
        g_variant_unref(value)
        return true
    }

    /// Keeps a value GSettings cannot hold and tells the key's observers.
    private func keepUnsaved(_ key: String, _ value: Any) {
        unsaved[key] = value
        unsavedObservers[key]?.forEach { $0() }
    }

    func bool(_ key: String, fallback: Bool) -> Bool {
        guard let settings, has(key) else { return unsaved[key] as? Bool ?? fallback }
        return g_settings_get_boolean(settings, key) != 0
    }

    func setBool(_ key: String, _ value: Bool) {
        guard let settings, has(key) else { keepUnsaved(key, value); return }
        g_settings_set_boolean(settings, key, value ? 1 : 0)
    }

    func int(_ key: String, fallback: Int) -> Int {
        guard let settings, has(key) else { return unsaved[key] as? Int ?? fallback }
        return Int(g_settings_get_int(settings, key))
    }

    /// Stores `value`, clamped into the key's range: GLib rejects values outside it.
    func setInt(_ key: String, _ value: Int) {
        guard let settings, let schema, has(key) else { keepUnsaved(key, value); return }
        let clamped = Int32(clamping: value)
        let schemaKey = g_settings_schema_get_key(schema, key)
        defer { g_settings_schema_key_unref(schemaKey) }
        let variant = g_variant_ref_sink(g_variant_new_int32(clamped))
        defer { g_variant_unref(variant) }
        guard g_settings_schema_key_range_check(schemaKey, variant) != 0 else { return }
        g_settings_set_int(settings, key, clamped)
    }

    func string(_ key: String, fallback: String) -> String {
        guard let settings, has(key) else { return unsaved[key] as? String ?? fallback }
        return takeString(g_settings_get_string(settings, key)) ?? fallback
    }

    /// Stores `value` if the key's choices allow it.
    func setString(_ key: String, _ value: String) {
        guard let settings, let schema, has(key) else { keepUnsaved(key, value); return }
        let schemaKey = g_settings_schema_get_key(schema, key)
        defer { g_settings_schema_key_unref(schemaKey) }
        let variant = g_variant_ref_sink(g_variant_new_string(value))
        defer { g_variant_unref(variant) }
        guard g_settings_schema_key_range_check(schemaKey, variant) != 0 else { return }
        g_settings_set_string(settings, key, value)
    }

    /// The speech-dispatcher voice that reads aloud; empty for the desktop's default.
    var readAloudVoice: String {
        get { string("read-aloud-voice", fallback: "") }
        set { setString("read-aloud-voice", newValue) }
    }

    /// How fast books are read aloud, -100…100.
    var readAloudRate: Int {
        get { min(max(int("read-aloud-rate", fallback: 0), -100), 100) }
        set { setInt("read-aloud-rate", newValue) }
    }

    // MARK: The library's settings

    var hasLibrarySort: Bool { hasUserValue("library-sort") }

    func keepLibrarySort(_ sort: LibrarySort) -> Bool {
        guard has("library-sort") else { return false }
        librarySort = sort
        return true
    }

    func watchLibraryFolder(_ changed: @escaping @MainActor () -> Void) -> (any LibraryWatch)? {
        observe("library-folder", changed)
    }

    // MARK: Finding the schema

    /// GSETTINGS_SCHEMA_DIR, when set, wins (tests and `make run` use it); otherwise the schema compiled
    /// under this binary's own prefix or build tree, then GLib's usual places (XDG data dirs).
    private static func lookUpSchema() -> OpaquePointer? {
        let system = g_settings_schema_source_get_default()
        if getenv("GSETTINGS_SCHEMA_DIR") != nil, let system,
           let schema = g_settings_schema_source_lookup(system, ResourceLocator.appID, 1) {
            return schema
        }
        for folder in ResourceLocator.schemaFolders() {
            var error: UnsafeMutablePointer<GError>?
            guard let source = g_settings_schema_source_new_from_directory(folder, system, 0, &error) else {
                if let error { g_error_free(error) }
                continue
            }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, ResourceLocator.appID, 0) { return schema }
        }
        guard let system else { return nil }
        return g_settings_schema_source_lookup(system, ResourceLocator.appID, 1)
    }
}

/// A settings observer is what the library watches its chosen folder through, and lets go at quit.
extension SignalConnection: LibraryWatch {
    public func cancel() { disconnect() }
}
