import Foundation

/// Why the desktop could not open a link's address, as the reader is told it: GLib's launch of the default
/// program for the address failed (`g_app_info_launch_default_for_uri_finish`), where a line on standard error
/// was all a person got.
public enum LinkLaunchFailure: Equatable, Sendable {
    /// No program on this system opens this kind of address (a scheme nothing handles, no browser at all).
    case noApp
    /// A program was found but could not be started, or what the address names is not there; GLib's own
    /// message (already in the person's language) says why, when it says anything.
    case failed(reason: String?)

    /// GLib's `G_IO_ERROR` domain, as `g_quark_to_string` names it.
    public static let ioErrorDomain = "g-io-error-quark"
    /// `G_IO_ERROR_NOT_SUPPORTED`: GLib found no program for the address's scheme or content type.
    static let notSupported = 15
    /// `G_IO_ERROR_CANCELLED`: the person closed the desktop's chooser (the portal's): nothing to tell them.
    static let cancelled = 19

    /// The failure to report for GLib's error (its domain's name, code and message); nil when there is nothing
    /// to tell: the person cancelled the launch.
    public init?(domain: String, code: Int, message: String) {
        if domain == Self.ioErrorDomain, code == Self.cancelled { return nil }
        if domain == Self.ioErrorDomain, code == Self.notSupported {
            self = .noApp
            return
        }
        let reason = message.trimmingCharacters(in: .whitespacesAndNewlines)
        self = .failed(reason: reason.isEmpty ? nil : reason)
    }
}
