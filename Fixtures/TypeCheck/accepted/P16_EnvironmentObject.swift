import SwiftUI

final class CartStore: ObservableObject {
    @Published var items: [String] = []
    @Published var couponCode = ""
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartStore
    var body: some View {
        VStack {
            Text("\(cart.items.count)")
                .padding(6)
                .background(Circle().fill(.red))
            TextField("Coupon", text: $cart.couponCode)
        }
    }
}

struct ShopView: View {
    @StateObject private var cart = CartStore()
    var body: some View {
        CartBadge()
            .environmentObject(cart)
    }
}
