import SwiftUI

// An order history screen in the shape of the corpus's loading screens: a state enum switched
// over at the top of `body`, a row that picks its icon from its input, a badge that differs only
// in text and style, and a toolbar button that swaps on edit mode.

struct Order: Identifiable {
    enum Kind { case delivery, pickup }

    let id: Int
    let title: String
    let kind: Kind
}

enum OrdersState {
    case loading
    case empty
    case loaded([Order])
    case failed(String)
}

struct OrdersScreen: View {
    @State private var state = OrdersState.loading
    @State private var isEditing = false

    var body: some View {
        // Reported: each state is another root view.
        switch state {
        case .loading:
            ProgressView("Loading orders")
        case .empty:
            ContentUnavailableView("No Orders", systemImage: "bag")
        case let .loaded(orders):
            List(orders) { OrderRow(order: $0) }
                .toolbar { editButton }
        case let .failed(message):
            Text(message)
                .foregroundStyle(.red)
        }
    }

    /// Reported too: an intended swap would carry a suppression comment.
    private var editButton: some View {
        Group {
            if isEditing {
                Button("Done") { isEditing = false }
            } else {
                Menu("Edit") {
                    Button("Select") { isEditing = true }
                }
            }
        }
        .font(.headline)
    }
}

struct OrderRow: View {
    let order: Order

    var body: some View {
        HStack {
            icon
            Text(order.title)
        }
    }

    /// Left alone: the row shows what its input is.
    @ViewBuilder
    private var icon: some View {
        switch order.kind {
        case .delivery: Image(systemName: "shippingbox")
        case .pickup: Label("Pickup", systemImage: "figure.walk")
        }
    }
}

struct DeliveryBadge: View {
    @State private var isLate = false

    /// Left alone: both branches build a `Text`.
    var body: some View {
        if isLate {
            Text("Late")
                .foregroundStyle(.red)
        } else {
            Text("On time")
        }
    }
}
