import SwiftUI
import Observation

@Observable
final class Profile {
    var name = "Jane"
    var age = 30
    var isPublic = false
    var tags: [String] = []
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Stepper("Age \(profile.age)", value: $profile.age, in: 0...120)
            Toggle("Public", isOn: $profile.isPublic)
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()
    @State private var showEditor = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(profile.name).font(.largeTitle).bold()
            Text("Age: \(profile.age)")
            ProfileEditor(profile: profile)
            Button("Edit in sheet") { showEditor = true }
        }
        .sheet(isPresented: $showEditor) {
            NavigationStack {
                InlineEditor(profile: profile)
            }
        }
    }
}

struct InlineEditor: View {
    var profile: Profile
    var body: some View {
        @Bindable var profile = profile
        TextField("Name", text: $profile.name)
            .textFieldStyle(.roundedBorder)
            .padding()
    }
}
