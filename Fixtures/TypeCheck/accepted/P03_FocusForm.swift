import SwiftUI

struct SignUpForm: View {
    enum Field: Hashable {
        case name, email, password
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var bio = ""
    @FocusState private var focusedField: Field?
    @FocusState private var bioFocused: Bool

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focusedField, equals: .name)
                .submitLabel(.next)
            TextField("Email", text: $email, prompt: Text("you@example.com"))
                .focused($focusedField, equals: .email)
                .textInputAutocapitalization(.never)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.done)
            TextField("Bio", text: $bio, axis: .vertical)
                .lineLimit(3...6)
                .focused($bioFocused)
            Button("Create account") {
                submit()
            }
            .disabled(name.isEmpty || email.isEmpty)
        }
        .onSubmit {
            switch focusedField {
            case .name: focusedField = .email
            case .email: focusedField = .password
            case .password, .none: submit()
            }
        }
        .onAppear { focusedField = .name }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { focusedField = nil; bioFocused = false }
            }
        }
    }

    private func submit() {
        focusedField = nil
    }
}
