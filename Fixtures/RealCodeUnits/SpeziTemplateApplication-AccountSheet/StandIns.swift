// Hand-written stand-ins for the TemplateApplication types the unit's real files use: none (the
// real files only use SpeziAccount, SpeziLicense and SwiftUI; see Modules/).
import SwiftUI
