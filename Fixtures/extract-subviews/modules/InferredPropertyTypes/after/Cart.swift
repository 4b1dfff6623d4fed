import Foundation

struct CartLine: Identifiable, Hashable {
    let id: UUID
    var name: String
    var quantity: Int
    var unitPrice: Decimal

    var total: Decimal { unitPrice * Decimal(quantity) }
}

struct Cart: Hashable {
    var lines: [CartLine]

    var subtotal: Decimal {
        lines.reduce(0) { $0 + $1.total }
    }
}

struct OrderNote: Hashable {
    var text: String
    var isGift: Bool

    static let empty: OrderNote = .init(text: "", isGift: false)
}
