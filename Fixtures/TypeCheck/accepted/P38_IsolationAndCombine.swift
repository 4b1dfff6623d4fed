import SwiftUI
import Combine

@MainActor
@Observable
final class Store {
    var items: [String] = []
    func syncReload() { items = ["x"] }
    func asyncReload() async { items = ["y"] }
}

final class Events {
    let tapped = PassthroughSubject<Void, Never>()
    let value = CurrentValueSubject<Int, Never>(0)
    let errors = PassthroughSubject<String, Error>()
    var bag = Set<AnyCancellable>()

    init() {
        Just(5).map { $0 * 2 }.sink { print($0) }.store(in: &bag)
        tapped.sink { print("tap") }.store(in: &bag)
        errors
            .sink(receiveCompletion: { completion in
                if case .failure(let e) = completion { print(e) }
            }, receiveValue: { print($0) })
            .store(in: &bag)
        let erased: AnyPublisher<Int, Never> = value.eraseToAnyPublisher()
        erased.filter { $0 > 0 }.compactMap { $0 }.sink { _ in }.store(in: &bag)
        value.value = 3
        tapped.send()
        _ = Future<Int, Never> { promise in promise(.success(1)) }
    }
}

struct IsolationView: View {
    @State private var store = Store()
    private let events = Events()

    var body: some View {
        List(store.items, id: \.self) { Text($0) }
            .onAppear { store.syncReload() }
            .task { store.syncReload() }
            .task { await store.asyncReload() }
            .refreshable { await store.asyncReload() }
            .toolbar {
                Button("Reload") { store.syncReload() }
            }
            .onReceive(events.tapped) { store.syncReload() }
            .onReceive(events.value.removeDuplicates()) { value in print(value) }
    }
}
