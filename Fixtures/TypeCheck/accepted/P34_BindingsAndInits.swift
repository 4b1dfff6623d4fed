import SwiftUI

@Observable final class Counter { var value = 0; var label: String? }

@MainActor
final class DetailViewModel: ObservableObject {
    @Published var title: String
    @Published var isLoading = false
    init(id: Int) { title = "Item \(id)" }
    func load() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 1)
        isLoading = false
    }
}

struct LabeledToggle: View {
    let title: String
    @Binding var isOn: Bool
    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

struct Card<Content: View>: View {
    let title: String
    let content: Content
    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }
    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline.weight(.semibold))
            content
        }
    }
}

struct DetailView: View {
    @StateObject private var viewModel: DetailViewModel
    @State private var count: Int
    @State private var counter = Counter()
    @State private var selection: String?
    @State private var flag = false
    @Environment(\.presentationMode) private var presentationMode

    init(id: Int, start: Int = 0) {
        _viewModel = StateObject(wrappedValue: DetailViewModel(id: id))
        _count = State(initialValue: start)
    }

    var doubled: Binding<Int> {
        Binding(get: { count * 2 }, set: { count = $0 / 2 })
    }

    var body: some View {
        Card(viewModel.title) {
            LabeledToggle(title: "Flag", isOn: $flag)
            LabeledToggle(title: "Constant", isOn: .constant(true))
            Stepper("Doubled \(doubled.wrappedValue)", value: doubled)
            Stepper("Counter", value: Binding(
                get: { counter.value },
                set: { counter.value = $0 }
            ))
            if let label = Binding($counter.label) {
                TextField("Label", text: label)
            }
            TextField("Optional", text: Binding($selection, default: ""))
            Button {
                Task { await viewModel.load() }
            } label: {
                if viewModel.isLoading { ProgressView() } else { Text("Load") }
            }
            Button("Close") { presentationMode.wrappedValue.dismiss() }
            AnyView(Text("erased"))
            AnyView(erasing: Image(systemName: "x"))
        }
        .onAppear {
            Task { await viewModel.load() }
        }
        .task {
            for await value in AsyncStream<Int>(unfolding: { 1 }) {
                count = value
                break
            }
        }
    }
}

extension Binding {
    init(_ source: Binding<Value?>, default defaultValue: Value) {
        self.init(get: { source.wrappedValue ?? defaultValue }, set: { source.wrappedValue = $0 })
    }
}
