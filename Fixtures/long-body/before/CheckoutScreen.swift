import SwiftUI

// A checkout form in the shape of the corpus's long screens: sections, a summary, a toolbar and
// an `.onChange` with real logic, all in `body`. Comments and blank lines do not count.

struct CheckoutScreen: View {
    @State private var name = ""
    @State private var street = ""
    @State private var city = ""
    @State private var expressDelivery = false
    @State private var giftWrap = false
    @State private var note = ""
    @State private var total = 42.0
    @State private var isPlacingOrder = false

    var body: some View {
        Form {
            // Where it goes.
            Section("Address") {
                TextField("Name", text: $name)
                TextField("Street", text: $street)
                TextField("City", text: $city)
            }

            // How it goes.
            Section("Delivery") {
                Toggle("Express delivery", isOn: $expressDelivery)
                Toggle("Gift wrap", isOn: $giftWrap)
                TextField("Note for the courier", text: $note, axis: .vertical)
                    .lineLimit(3)
            }

            Section("Summary") {
                LabeledContent("Items", value: "3")
                LabeledContent("Delivery", value: expressDelivery ? "Express" : "Standard")
                LabeledContent("Total") {
                    Text(total, format: .currency(code: "EUR"))
                        .bold()
                }
            }
        }
        .navigationTitle("Checkout")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Place Order") {
                    isPlacingOrder = true
                }
                .disabled(name.isEmpty || street.isEmpty || city.isEmpty)
            }
        }
        .onChange(of: expressDelivery) {
            // Recompute the total from the options.
            var newTotal = 42.0
            if expressDelivery {
                newTotal += 9.5
            }
            if giftWrap {
                newTotal += 3
            }
            if newTotal > 100 {
                newTotal *= 0.95
            }
            total = newTotal
        }
    }

    /// Short enough.
    private var placeholder: some View {
        ContentUnavailableView("Your bag is empty", systemImage: "bag")
    }
}
