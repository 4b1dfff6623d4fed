import SwiftUI

struct CartSummaryView: View {
    let cart: Cart
    @State private var settings = SettingsStore.shared
    @State private var note = OrderNote.empty
    private let formatter = PriceFormatter(currencyCode: "EUR")
    private let analytics = AnalyticsClient.live

    var body: some View {
        Form {
            TotalsSection(cart: cart, settings: settings, formatter: formatter)
            DeliverySection(settings: settings)
            NoteSection(note: $note)
            checkoutButton
        }
        .navigationTitle("Summary")
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

private struct TotalsSection: View {
    let cart: Cart
    let settings: SettingsStore
    let formatter: PriceFormatter

    var body: some View {
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
}

private struct DeliverySection: View {
    @Bindable var settings: SettingsStore

    var body: some View {
        Section("Delivery") {
            Toggle("Express delivery", isOn: $settings.prefersExpressDelivery)
            Toggle("Show prices with tax", isOn: $settings.showsPricesWithTax)
            Text(settings.prefersExpressDelivery ? "Arrives tomorrow" : "Arrives in 3–5 days")
                .foregroundStyle(.secondary)
        }
    }
}

private struct NoteSection: View {
    @Binding var note: OrderNote

    var body: some View {
        Section("Note") {
            TextField("Message for the courier", text: $note.text)
            Toggle("This is a gift", isOn: $note.isGift)
            if note.isGift {
                Text("Prices are hidden on the packing slip.")
                    .font(.footnote)
            }
        }
    }
}
