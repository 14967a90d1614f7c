import Testing
@testable import RectoCore

/// A link no program can open was reported on standard error only; the window now says so, from these decisions.
/// The errors are GLib's own, as `g_app_info_launch_default_for_uri_finish` gave them on a bookworm machine.
@Suite("Link launch failure")
struct LinkLaunchFailureTests {
    @Test func aSchemeNothingHandlesIsNoApp() {
        // "nosuchscheme://example", or "https://…" with no browser installed: G_IO_ERROR_NOT_SUPPORTED.
        #expect(LinkLaunchFailure(domain: "g-io-error-quark", code: 15, message: "Operation not supported") == .noApp)
    }

    @Test func aCancelledLaunchSaysNothing() {
        // The portal's app chooser closed by the person: G_IO_ERROR_CANCELLED.
        #expect(LinkLaunchFailure(domain: "g-io-error-quark", code: 19, message: "Operation was cancelled") == nil)
    }

    @Test func anyOtherFailureKeepsGLibsReason() {
        let terminal = LinkLaunchFailure(domain: "g-io-error-quark", code: 0,
                                         message: "Unable to find terminal required for application")
        #expect(terminal == .failed(reason: "Unable to find terminal required for application"))
        let reason = "Error when getting information for file “/gone/x.foo”: No such file or directory"
        let missing = LinkLaunchFailure(domain: "g-io-error-quark", code: 1, message: reason + "\n")
        #expect(missing == .failed(reason: reason))
    }

    @Test func theSameCodesOfAnotherDomainAreNotGIOs() {
        // Code 15 or 19 of another domain (a D-Bus error, say) is a plain failure, not "no app" or "cancelled".
        #expect(LinkLaunchFailure(domain: "g-dbus-error-quark", code: 15, message: "Access denied")
                == .failed(reason: "Access denied"))
        #expect(LinkLaunchFailure(domain: "g-dbus-error-quark", code: 19, message: "Timeout")
                == .failed(reason: "Timeout"))
    }

    @Test func aFailureWithoutWordsHasNoReason() {
        #expect(LinkLaunchFailure(domain: "g-io-error-quark", code: 0, message: "  ") == .failed(reason: nil))
    }
}
