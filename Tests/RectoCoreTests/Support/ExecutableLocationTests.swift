import Testing
@testable import RectoCore

@Suite("Executable location")
struct ExecutableLocationTests {
    @Test func procSelfExeComesFirstWhateverArgv0Says() {
        let found = ExecutableLocation.candidates(
            procSelfExe: "/home/ann/.local/bin/recto", argument0: "recto", searchPath: "/usr/bin:/bin",
            currentDirectory: "/")
        #expect(found == ["/home/ann/.local/bin/recto", "/usr/bin/recto", "/bin/recto"])
    }

    @Test func aReplacedExecutableStillNamesItsFolder() {
        let found = ExecutableLocation.candidates(
            procSelfExe: "/usr/bin/recto (deleted)", argument0: "/usr/bin/recto", searchPath: nil, currentDirectory: "/")
        #expect(found == ["/usr/bin/recto"])
    }

    @Test func withoutProcABareNameIsLookedUpInPath() {
        let found = ExecutableLocation.candidates(
            procSelfExe: nil, argument0: "recto", searchPath: "/opt/recto/bin::/usr/bin", currentDirectory: "/work")
        // The empty entry is the working folder, as the shell takes it.
        #expect(found == ["/opt/recto/bin/recto", "/work/recto", "/usr/bin/recto"])
    }

    @Test func aRelativeArgv0IsResolvedAgainstTheWorkingFolder() {
        let found = ExecutableLocation.candidates(
            procSelfExe: nil, argument0: "../bin/./recto", searchPath: "/usr/bin", currentDirectory: "/opt/recto/share")
        #expect(found == ["/opt/recto/bin/recto"])
    }

    @Test func nonsenseGivesNothingToTry() {
        #expect(ExecutableLocation.candidates(procSelfExe: "recto", argument0: "", searchPath: "/usr/bin",
                                              currentDirectory: "/").isEmpty)
    }

    @Test func theSamePathIsOfferedOnce() {
        let found = ExecutableLocation.candidates(
            procSelfExe: "/usr/bin/recto", argument0: "recto", searchPath: "/usr/bin:/usr/bin", currentDirectory: "/")
        #expect(found == ["/usr/bin/recto"])
    }
}
