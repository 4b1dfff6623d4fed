// EXPECT: does not conform to protocol 'View'
import SwiftUI
struct V: View {
    let title: String
}
