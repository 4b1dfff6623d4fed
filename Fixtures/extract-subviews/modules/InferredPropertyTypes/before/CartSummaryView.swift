import SwiftUI

struct CartSummaryView: View {
    let cart: Cart
    @State private var settings = SettingsStore.shared
    @State private var note = OrderNote.empty
    private let formatter = PriceFormatter(currencyCode: "EUR")
    private let analytics = AnalyticsClient.live

    var body: some View {
        Form {
            totalsSection
            deliverySection
            noteSection
            checkoutButton
        }
        .navigationTitle("Summary")
    }

    private var totalsSection: some View {
        Section("Total") {
            ForEach(cart.lines) { line in
                LabeledContent("\(line.quantity)× \(line.name)", value: formatter.string(for: line.total))
            }
            if settings.showsPricesWithTax {
                LabeledContent("Tax", value: formatter.string(for: cart.subtotal * settings.taxRate))
            }
            LabeledContent("Subtotal", value: formatter.string(for: cart.subtotal))
                .bold()
        }
    }

    private var deliverySection: some View {
        Section("Delivery") {
            Toggle("Express delivery", isOn: $settings.prefersExpressDelivery)
            Toggle("Show prices with tax", isOn: $settings.showsPricesWithTax)
            Text(settings.prefersExpressDelivery ? "Arrives tomorrow" : "Arrives in 3–5 days")
                .foregroundStyle(.secondary)
        }
    }

    private var noteSection: some View {
        Section("Note") {
            TextField("Message for the courier", text: $note.text)
            Toggle("This is a gift", isOn: $note.isGift)
            if note.isGift {
                Text("Prices are hidden on the packing slip.")
                    .font(.footnote)
            }
        }
    }

    private var checkoutButton: some View {
        Button {
            analytics.track("checkout")
        } label: {
            Text("Check Out")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
    }
}
