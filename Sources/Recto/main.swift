import CGtk
import Foundation

// Test runs only: counting GObjects must start before the first one is made.
ObjectCountReport.startIfAsked()
// `recto --library-metadata-helper` reads library metadata for the running Recto and exits: before GTK.
LibraryMetadataHelperMain.runIfAsked()
ProcessTuning.apply()
Localization.setUp()
let application = RectoApplication()
exit(application.run())
