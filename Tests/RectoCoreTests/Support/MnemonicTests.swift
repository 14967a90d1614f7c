import Testing
@testable import RectoCore

@Suite("Mnemonic labels read as shown")
struct MnemonicTests {
    @Test("The mnemonic mark goes", arguments: [("_Undo", "Undo"), ("_Cancel", "Cancel"), ("Move to _Trash", "Move to Trash"),
                                                ("Plain", "Plain"), ("", "")])
    func markRemoved(label: String, shown: String) {
        #expect(Mnemonic.displayed(label) == shown)
    }

    @Test("A doubled underscore is a real one")
    func doubled() {
        #expect(Mnemonic.displayed("snake__case") == "snake_case")
        #expect(Mnemonic.displayed("a___b") == "a_b")
    }

    @Test("Letters that are not ASCII keep their place")
    func unicode() {
        #expect(Mnemonic.displayed("_Rückgängig") == "Rückgängig")
        #expect(Mnemonic.displayed("Ann_uler") == "Annuler")
    }
}
