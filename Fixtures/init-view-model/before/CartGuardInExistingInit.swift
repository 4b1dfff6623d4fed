import SwiftUI

@Observable
final class CartModel {
    var items: [String] = []

    init(storeID: Int) {}
}

struct CartScreen: View {
    let storeID: Int
    @State private var cart: CartModel?

    init(storeID: Int) {
        self.storeID = storeID
    }

    var body: some View {
        List {
            ForEach(cart!.items, id: \.self) { item in
                Text(item)
            }
        }
        .onAppear {
            guard cart == nil else { return }
            cart = CartModel(storeID: storeID)
        }
    }
}
