import Combine
import SwiftUI

enum RouterDestination: Hashable {
    case accountDetail(id: String)
    case accountsList(mode: AccountsListMode)
}

@MainActor
final class RouterPath: ObservableObject {
    @Published var path: [RouterDestination] = []

    func navigate(to destination: RouterDestination) {
        path.append(destination)
    }
}
