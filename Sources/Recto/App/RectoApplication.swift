import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The AdwApplication: one instance per session (a second `recto book.pdf` opens in the running one),
/// windows on "activate" and "open", the application-wide shortcuts, and the library its windows share.
@main
@MainActor
final class RectoApplication {
    let application: UnsafeMutablePointer<AdwApplication>
    /// One library for all windows: one scan, one folder monitor, one metadata helper, one cache file. Made
    /// with the first window, once GLib and the settings are set up.
    private(set) lazy var library = Library(
        settings: AppSettings.shared,
        locations: LibraryLocations(
            defaultFolder: AppPaths.libraryFolder, metadataCache: AppPaths.libraryMetadataCache,
            preferences: AppPaths.libraryPreferences, readingStates: AppPaths.readingStateFolder,
            sampleBook: { ResourceLocator.sampleBook() }),
        monitoring: { LibraryMonitor(folder: $0, onChanges: $1) }, trash: LibraryTrash(),
        reader: LibraryMetadataHelper.client, scheduler: GLibScheduler.shared, deliver: { MainLoop.post($0) })
    private var windows: [ReaderWindow] = []

    /// The process's start: what must come before GTK, then the application until its last window closes.
    static func main() {
        // Test runs only: counting GObjects must start before the first one is made.
        LaunchTrace.mark("main")
        ObjectCountReport.startIfAsked()
        // `recto --library-metadata-helper` reads library metadata for the running Recto and exits: before GTK.
        LibraryMetadataHelper.runIfAsked()
        tuneProcess()
        LaunchTrace.mark("tuned")
        Localization.setUp()
        LaunchTrace.mark("localized")
        // The book on the command line opens on a worker while GTK starts up.
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let book = LaunchBook.chosen(arguments: arguments, sampleBook: ResourceLocator.sampleBook()) {
            LaunchHeadStart.start(book, stateFolder: AppPaths.readingStateFolder)
        }
        exit(RectoApplication().run())
    }

    /// What `tuneProcess` set in the environment, remembered so that programs Recto launches get the person's
    /// environment back (`LinkFollower.openAddress`).
    private(set) static var environmentTuning = EnvironmentTuning.untouched

    /// What GTK reads when it starts: the renderer (`RendererChoice`), and how the heaps serve the engine.
    private static func tuneProcess() {
        let renderNodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        environmentTuning = EnvironmentTuning(environment: ProcessInfo.processInfo.environment,
                                              renderNodes: renderNodes)
        for (name, value) in environmentTuning.settings {
            g_setenv(name, value, 1)
        }
        ProcessMemory.limitArenas()
    }

    init() {
        application = adw_application_new(ResourceLocator.appID, G_APPLICATION_HANDLES_OPEN)
        // Before "startup": libadwaita and GTK load style.css and icons/ from here then (the shortcuts window is
        // built on first use: `HelpOverlay`).
        ResourceLocator.registerResources()
        g_application_set_resource_base_path(application.cast(), ResourceLocator.resourceBasePath)
        g_set_application_name(i18n("Recto"))
        gtk_window_set_default_icon_name(ResourceLocator.appID)
        application.on("startup") { [unowned self] in startUp() }
        application.on("activate") { [unowned self] in activate() }
        // After the last window: books whose deletion toasts were still up are trashed, the cache written.
        application.on("shutdown") { [unowned self] in library.shutDown() }
        application.onOpenFiles { [unowned self] files in open(files) }
        LaunchTrace.mark("application-made")
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    func run() -> Int32 {
        var arguments = CommandLine.arguments.map { strdup($0) }
        defer { arguments.forEach { free($0) } }
        return g_application_run(application.cast(GApplication.self), Int32(arguments.count), &arguments)
    }

    private func startUp() {
        LaunchTrace.mark("startup")
        AccessibleClassNames.install()
        Actions.add(to: application, "quit") { [unowned self] in
            windows.forEach { $0.close() }
        }
        Actions.add(to: application, "about") { [unowned self] in
            AboutRecto.present(parent: gtk_application_get_active_window(application.cast()))
        }
        followAnimationSetting()
        Shortcuts.install(on: application)
        LaunchTrace.mark("startup-done")
    }

    /// `recto` with no file: the sample book.
    private func activate() {
        if let window = windows.last {
            window.present()
            return
        }
        let window = makeWindow()
        if let sample = ResourceLocator.sampleBook() {
            window.open(sample)
        } else {
            window.showMissingSample()
        }
        window.present()
    }

    /// `recto FILE…`: each file in a window, reusing the current one for the first.
    private func open(_ files: [OpaquePointer]) {
        LaunchTrace.mark("open")
        for (index, file) in files.enumerated() {
            guard let path = takeString(g_file_get_path(file)) else { continue }
            let window = index == 0 && windows.last != nil ? windows.last! : makeWindow()
            window.open(URL(fileURLWithPath: path))
            window.present()
            LaunchTrace.mark("presented")
        }
    }

    private func makeWindow() -> ReaderWindow {
        LaunchTrace.mark("window")
        let window = ReaderWindow(application: application, library: library)
        LaunchTrace.mark("window-made")
        window.onClosed = { [unowned self, unowned window] in windows.removeAll { $0 === window } }
        windows.append(window)
        return window
    }
}
