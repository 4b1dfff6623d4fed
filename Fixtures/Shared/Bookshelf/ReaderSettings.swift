import Combine

final class ReaderSettings: ObservableObject {
    @Published var fontSize: Double = 17
    @Published var showsPageNumbers = true
}
