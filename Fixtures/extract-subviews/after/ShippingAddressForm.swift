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
            ShippingAddressFields(
                name: $name,
                street: $street,
                city: $city,
                focusedField: $focusedField
            )
            Section {
                ShippingAddressFormSubmitButton(
                    name: name,
                    street: street,
                    city: city,
                    onSubmit: onSubmit,
                    focusedField: $focusedField
                )
            }
        }
        .onAppear { focusedField = .name }
    }
}

private struct ShippingAddressFields: View {
    @Binding var name: String
    @Binding var street: String
    @Binding var city: String
    @FocusState.Binding var focusedField: ShippingAddressForm.Field?

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
    let name: String
    let street: String
    let city: String
    let onSubmit: (String) -> Void
    @FocusState.Binding var focusedField: ShippingAddressForm.Field?

    var body: some View {
        Button("Continue") {
            focusedField = nil
            onSubmit([name, street, city].joined(separator: ", "))
        }
        .disabled(name.isEmpty || street.isEmpty || city.isEmpty)
    }
}
