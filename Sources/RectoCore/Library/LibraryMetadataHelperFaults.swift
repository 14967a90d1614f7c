import Foundation

/// Test-only faults of the metadata helper: with `RECTO_TEST_HELPER_CRASH_ON` or `RECTO_TEST_HELPER_HANG_ON`
/// set to a piece of a file name, the helper dies (SIGKILL, as the kernel kills a process past its memory
/// limit) or stops answering (as a PDF that sends poppler into a loop would) when asked about a matching file.
/// Unset, as in every real run, nothing happens. The UI tests use them: no real PDF is known to crash poppler
/// 22.12 on purpose.
public struct LibraryMetadataHelperFaults: Equatable, Sendable {
    /// What the helper does for one file.
    public enum Action: Equatable, Sendable {
        case none
        case crash
        case hang
    }

    /// The variable naming files that crash the helper.
    public static let crashVariable = "RECTO_TEST_HELPER_CRASH_ON"
    /// The variable naming files that hang the helper.
    public static let hangVariable = "RECTO_TEST_HELPER_HANG_ON"

    /// The piece of a file name that crashes the helper; `nil`: none.
    public var crashOn: [UInt8]?
    /// The piece of a file name that hangs the helper; `nil`: none.
    public var hangOn: [UInt8]?

    /// Faults as the environment names them (empty values count as unset).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        crashOn = environment[Self.crashVariable].flatMap { $0.isEmpty ? nil : Array($0.utf8) }
        hangOn = environment[Self.hangVariable].flatMap { $0.isEmpty ? nil : Array($0.utf8) }
    }

    /// What to do for the file at `path`: judged by its last component.
    public func action(for path: LibraryPath) -> Action {
        let name = path.lastComponent
        if let crashOn, Self.contains(name, crashOn) { return .crash }
        if let hangOn, Self.contains(name, hangOn) { return .hang }
        return .none
    }

    private static func contains(_ name: [UInt8], _ piece: [UInt8]) -> Bool {
        guard piece.count <= name.count else { return false }
        for start in 0...(name.count - piece.count) where name[start..<(start + piece.count)].elementsEqual(piece) {
            return true
        }
        return false
    }
}
