import CGtk
import Foundation

ProcessTuning.apply()
Localization.setUp()
let application = RectoApplication()
exit(application.run())
