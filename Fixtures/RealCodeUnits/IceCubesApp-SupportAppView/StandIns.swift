// No app types beyond the stand-in modules (modules/*.swift).
import SwiftUI
