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
            ShippingAddressFormAddressFieldsView(
                name: $name,
                focusedField: $focusedField,
                street: $street,
                city: $city
            )
            Section {
                ShippingAddressFormSubmitButton(
                    onSubmit: onSubmit,
                    name: name,
                    street: street,
                    city: city,
                    focusedField: $focusedField
                )
            }
        }
        .onAppear { focusedField = .name }
    }
}

private struct ShippingAddressFormAddressFieldsView: View {
    @Binding var name: String
    @FocusState.Binding var focusedField: ShippingAddressForm.Field?
    @Binding var street: String
    @Binding var city: String

    var body: some View {
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
}

private struct ShippingAddressFormSubmitButton: View {
    let onSubmit: (String) -> Void
    let name: String
    let street: String
    let city: String
    @FocusState.Binding var focusedField: ShippingAddressForm.Field?

    var body: some View {
        Button("Continue") {
            focusedField = nil
            onSubmit([name, street, city].joined(separator: ", "))
        }
        .disabled(name.isEmpty || street.isEmpty || city.isEmpty)
    }
}
