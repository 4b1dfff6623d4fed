// No stand-ins needed: the view uses only SwiftUI.
import SwiftUI
