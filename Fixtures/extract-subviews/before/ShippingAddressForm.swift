import SwiftUI

struct ShippingAddressForm: View {
    enum Field: Hashable {
        case name
        case street
        case city
    }

    @State private var name = ""
    @State private var street = ""
    @State private var city = ""
    @FocusState private var focusedField: Field?
    let onSubmit: (String) -> Void

    var body: some View {
        Form {
            addressFields
            Section {
                submitButton
            }
        }
        .onAppear { focusedField = .name }
    }

    private var addressFields: some View {
        Section("Address") {
            TextField("Name", text: $name)
                .focused($focusedField, equals: .name)
                .onSubmit { focusedField = .street }
            TextField("Street", text: $street)
                .focused($focusedField, equals: .street)
                .onSubmit { focusedField = .city }
            TextField("City", text: $city)
                .focused($focusedField, equals: .city)
        }
    }

    private var submitButton: some View {
        Button("Continue") {
            focusedField = nil
            onSubmit([name, street, city].joined(separator: ", "))
        }
        .disabled(name.isEmpty || street.isEmpty || city.isEmpty)
    }
}
