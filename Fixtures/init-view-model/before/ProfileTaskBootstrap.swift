import SwiftUI

@Observable
final class ProfileModel {
    let userID: String
    var name = ""

    init(userID: String) {
        self.userID = userID
    }

    func load() async {}
}

struct ProfileScreen: View {
    let userID: String
    @State private var model: ProfileModel?

    var body: some View {
        Group {
            if let model {
                Text(model.name)
                    .font(.title)
            } else {
                ProgressView()
            }
        }
        .task {
            if model == nil {
                model = ProfileModel(userID: userID)
            }
        }
        .toolbar {
            Button("Reload") { Task { await model?.load() } }
        }
    }
}

struct ProfileScreen_Previews: PreviewProvider {
    static var previews: some View {
        ProfileScreen(userID: "42")
    }
}
