import SwiftUI

struct PressableStyle: ButtonStyle {
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical, 10)
            .padding(.horizontal, 16)
            .background(color.opacity(configuration.isPressed ? 0.7 : 1), in: RoundedRectangle(cornerRadius: 10))
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .animation(.easeOut(duration: 0.1), value: configuration.isPressed)
    }
}

struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct ButtonsDemo: View {
    @State private var agreed = false
    var body: some View {
        VStack {
            Button("Custom") {}.buttonStyle(PressableStyle())
            Button("Prominent") {}.buttonStyle(.borderedProminent).controlSize(.large)
            Button("Bordered", role: .destructive) {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
            Toggle("I agree", isOn: $agreed).toggleStyle(CheckboxStyle())
            Toggle("Switch", isOn: $agreed).toggleStyle(.switch)
            Link("Website", destination: URL(string: "https://example.com")!)
        }
    }
}
