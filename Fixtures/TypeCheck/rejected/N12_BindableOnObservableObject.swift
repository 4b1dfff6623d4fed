// EXPECT: @Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead.
import SwiftUI
final class VM: ObservableObject { @Published var name = "" }
struct V: View {
    @Bindable var vm: VM
    var body: some View { Text(vm.name) }
}
