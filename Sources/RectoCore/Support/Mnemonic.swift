/// Labels with a mnemonic ("_Undo": Alt+U presses it). A screen reader should hear the label as a person reads
/// it, so the accessible name is the label without its mnemonic marks.
public enum Mnemonic {
    /// `label` as shown on screen: each lone underscore removed, a doubled one ("__") read as one underscore.
    public static func displayed(_ label: String) -> String {
        var shown = ""
        var pendingUnderscore = false
        for character in label {
            if character == "_" {
                if pendingUnderscore { shown.append("_") }
                pendingUnderscore.toggle()
                continue
            }
            pendingUnderscore = false
            shown.append(character)
        }
        return shown
    }
}
