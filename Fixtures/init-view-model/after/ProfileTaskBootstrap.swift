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
    @State private var model: ProfileModel

    init(userID: String) {
        self.userID = userID
        _model = State(initialValue: ProfileModel(userID: userID))
    }

    var body: some View {
        Group {
            Text(model.name)
                .font(.title)
        }
        .toolbar {
            Button("Reload") { Task { await model.load() } }
        }
    }
}

struct ProfileScreen_Previews: PreviewProvider {
    static var previews: some View {
        ProfileScreen(userID: "42")
    }
}
