import SwiftUI
import Combine

final class UserViewModel: ObservableObject {
    @Published var name: String = ""
    @Published var email: String = ""
    @Published private(set) var isValid = false
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $name
            .combineLatest($email)
            .map { !$0.isEmpty && $1.contains("@") }
            .assign(to: &$isValid)

        $name
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] value in
                self?.results = [value]
            }
            .store(in: &cancellables)

        $email
            .receive(on: DispatchQueue.main)
            .sink { print($0) }
            .store(in: &cancellables)
    }

    func save() {
        objectWillChange.send()
    }
}

struct UserForm: View {
    @ObservedObject var viewModel: UserViewModel

    var body: some View {
        Form {
            TextField("Name", text: $viewModel.name)
            TextField("Email", text: $viewModel.email)
            Button("Save") { viewModel.save() }
                .disabled(!viewModel.isValid)
        }
    }
}

struct UserScreen: View {
    @StateObject private var viewModel = UserViewModel()

    var body: some View {
        UserForm(viewModel: viewModel)
            .onReceive(viewModel.$results) { results in
                print(results.count)
            }
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { date in
                print(date)
            }
            .onReceive(NotificationCenter.default.publisher(for: .init("refresh"))) { _ in
                viewModel.results = []
            }
    }
}
