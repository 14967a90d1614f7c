import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoSpeech

/// Preferences' "Read Aloud" group: the voice, from those speech-dispatcher offers (the desktop's default
/// first), and the speed. Both are GSettings keys, which every window's reading follows at once.
@MainActor
final class ReadAloudPreferencesGroup {
    @Owned var group: UnsafeMutablePointer<GtkWidget>
    @Owned private var voiceRow: UnsafeMutablePointer<GtkWidget>
    @Owned private var speed: UnsafeMutablePointer<GtkWidget>
    /// The voices' names in the row's order; "" for the default.
    private var names: [String] = [""]
    /// Asks speech-dispatcher for its voices, off the main thread; only a running one, for opening Preferences
    /// should not start a speech server that nobody asked to hear (reading aloud starts it).
    private let speech = SpeechDispatcherService(autospawn: false)

    init() {
        let group: UnsafeMutablePointer<GtkWidget> = adw_preferences_group_new()
        self.group = group
        adw_preferences_group_set_title(group.cast(), i18n("Read Aloud"))
        let voiceRow: UnsafeMutablePointer<GtkWidget> = adw_combo_row_new()
        self.voiceRow = voiceRow
        adw_preferences_row_set_title(voiceRow.cast(), i18n("Voice"))
        adw_action_row_set_subtitle(voiceRow.cast(), i18n("The voices speech-dispatcher offers"))
        AccessibleNames.nameLists(in: voiceRow, i18n("Voices"))
        adw_preferences_group_add(group.cast(), voiceRow)

        let speedRow = adw_action_row_new()!
        adw_preferences_row_set_title(speedRow.cast(), i18n("Speed"))
        speed = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, -100, 100, 10)
        gtk_scale_set_draw_value(speed.cast(), 0)
        gtk_widget_set_size_request(speed, 180, -1)
        gtk_widget_set_valign(speed, GTK_ALIGN_CENTER)
        gtk_range_set_value(speed.cast(), Double(AppSettings.shared.readAloudRate))
        recto_accessible_set_label(speed.cast(), i18n("Speed"))
        adw_action_row_add_suffix(speedRow.cast(), speed)
        adw_preferences_group_add(group.cast(), speedRow)

        showVoices([])
        speech.voices { [weak self] voices in self?.showVoices(voices) }
        voiceRow.onPointer("notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(adw_combo_row_get_selected(voiceRow.cast()))
            guard names.indices.contains(index), AppSettings.shared.readAloudVoice != names[index] else { return }
            AppSettings.shared.readAloudVoice = names[index]
        }
        speed.on("value-changed") { [weak self] in
            guard let self else { return }
            let rate = Int(gtk_range_get_value(speed.cast()).rounded())
            if AppSettings.shared.readAloudRate != rate { AppSettings.shared.readAloudRate = rate }
        }
    }

    /// Lists the default voice, then `voices` by language and name; the chosen one selected.
    private func showVoices(_ voices: [SpeechVoice]) {
        let sorted = voices.sorted { ($0.language, $0.name) < ($1.language, $1.name) }
        names = [""] + sorted.map(\.name)
        let list = gtk_string_list_new(nil)!
        gtk_string_list_append(list, i18n("Default"))
        for voice in sorted { gtk_string_list_append(list, "\(voice.name) (\(voice.language))") }
        let chosen = AppSettings.shared.readAloudVoice
        if !chosen.isEmpty, !names.contains(chosen) {
            // A voice chosen before that speech-dispatcher does not list now stays chosen.
            names.append(chosen)
            gtk_string_list_append(list, chosen)
        }
        adw_combo_row_set_model(voiceRow.cast(), list)
        g_object_unref(list.raw)
        adw_combo_row_set_selected(voiceRow.cast(), guint(names.firstIndex(of: chosen) ?? 0))
    }
}
