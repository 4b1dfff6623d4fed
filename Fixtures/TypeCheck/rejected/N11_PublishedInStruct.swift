// EXPECT: @Published is only available on properties of classes
import SwiftUI
struct Settings {
    @Published var name = ""
}
