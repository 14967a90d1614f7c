import CGtk
import Synchronization

/// Counts CRITICAL messages logged by poppler-glib (domain "Poppler"), which mean a caller broke an API
/// precondition (e.g. asked for a page outside the book). They are still printed as usual.
enum PopplerCriticals {
    private static let counter = Atomic<Int>(0)

    private static let installed: Bool = {
        g_log_set_handler("Poppler", G_LOG_LEVEL_CRITICAL, { domain, level, message, data in
            PopplerCriticals.counter.add(1, ordering: .relaxed)
            g_log_default_handler(domain, level, message, data)
        }, nil)
        return true
    }()

    /// The number logged so far (installs the handler on first use).
    static var count: Int {
        _ = installed
        return counter.load(ordering: .relaxed)
    }
}
