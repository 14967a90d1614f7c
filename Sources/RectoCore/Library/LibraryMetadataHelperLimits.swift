import Foundation

/// The limits the metadata helper puts on itself before it reads any PDF, as GNOME's thumbnailers do: an
/// address-space limit (`RLIMIT_AS`), so a PDF that makes poppler allocate without end fails there instead
/// of swapping the machine, and a CPU-time limit (`RLIMIT_CPU`), so a loop ends even if Recto is gone. Recto
/// also stops a helper that takes longer than `answerTimeout` to answer for one book.
public struct LibraryMetadataHelperLimits: Equatable, Sendable {
    /// Bytes of address space. The helper maps the app's libraries (GTK among them) before it reads anything,
    /// about 110 MiB on bookworm; poppler reads metadata and the page tree without mapping the file.
    public var addressSpaceBytes: UInt64
    /// Seconds of CPU time for the helper's whole life (one batch of books).
    public var cpuSeconds: UInt64
    /// Seconds Recto waits for the answer about one book before stopping the helper.
    public var answerTimeout: Double

    /// The limits in use.
    public static let standard = LibraryMetadataHelperLimits(
        addressSpaceBytes: 1 << 30, cpuSeconds: 120, answerTimeout: 15)

    /// Creates limits.
    public init(addressSpaceBytes: UInt64, cpuSeconds: UInt64, answerTimeout: Double) {
        self.addressSpaceBytes = addressSpaceBytes
        self.cpuSeconds = cpuSeconds
        self.answerTimeout = answerTimeout
    }

    /// Applies the address-space and CPU limits to this process (the helper calls it first thing). Returns
    /// whether both were set; a helper that cannot limit itself still runs, as the timeout still holds.
    @discardableResult
    public func applyToThisProcess() -> Bool {
        var memory = rlimit(rlim_cur: rlim_t(addressSpaceBytes), rlim_max: rlim_t(addressSpaceBytes))
        var cpu = rlimit(rlim_cur: rlim_t(cpuSeconds), rlim_max: rlim_t(cpuSeconds + 5))
        let memorySet = setrlimit(Int32(RLIMIT_AS.rawValue), &memory) == 0
        let cpuSet = setrlimit(Int32(RLIMIT_CPU.rawValue), &cpu) == 0
        return memorySet && cpuSet
    }
}
