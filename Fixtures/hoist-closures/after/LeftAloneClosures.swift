import SwiftUI

/// One closure for each reason hoist-closures leaves it inline.
struct LeftAloneClosures: View {
    let names: [String]
    @State private var picked: [String] = []
    @State private var count = 0

    var body: some View {
        VStack {
            // Trivial: one statement.
            Button("Add") { count += 1 }
            // The element's type is not written anywhere svrefactor can read.
            ForEach(Array(names.enumerated()), id: \.offset) { pair in
                Button(pair.element) {
                    picked.append(pair.element)
                    count += 1
                }
            }
            // A capture list.
            Text("\(count)")
                .onAppear { [count] in
                    print(count)
                    print("appeared")
                    print("ready")
                }
            // Changes a local the method would receive as a copy.
            var taps = 0
            Text("\(taps)")
                .onDisappear {
                    taps += 1
                    print(taps)
                }
        }
        #if os(iOS)
        .onSubmit {
            picked.removeAll()
            count = 0
        }
        #endif
    }
}
