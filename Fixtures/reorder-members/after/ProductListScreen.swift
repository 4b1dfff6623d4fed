import SwiftUI

struct Product: Identifiable, Hashable {
    let id: UUID
    var name: String
    var price: Double
    var isFavorite: Bool
}

struct ProductListScreen: View {
    let title: String
    let currencyCode: String
    private let loadProducts: () async -> [Product]

    @State private var products: [Product] = []
    @State private var filter = Filter.all
    @State private var searchText = ""

    private var visibleProducts: [Product] {
        products.filter { product in
            (filter == .all || product.isFavorite)
                && (searchText.isEmpty || product.name.localizedCaseInsensitiveContains(searchText))
        }
    }

    init(title: String = ProductListScreen.defaultTitle, currencyCode: String, loadProducts: @escaping () async -> [Product]) {
        self.title = title
        self.currencyCode = currencyCode
        self.loadProducts = loadProducts
    }

    enum Filter: String, CaseIterable, Identifiable {
        case all = "All"
        case favorites = "Favorites"

        var id: Self { self }
    }

    static let defaultTitle = "Products"

    var body: some View {
        NavigationStack {
            VStack {
                filterBar
                List(visibleProducts) { product in
                    row(for: product)
                }
                .listStyle(.plain)
            }
            .navigationTitle(title)
            .searchable(text: $searchText)
            .task { await reload() }
        }
    }

    @ViewBuilder
    private func row(for product: Product) -> some View {
        HStack {
            Text(product.name)
            Spacer()
            if product.isFavorite {
                Image(systemName: "star.fill")
            }
            Text(product.price, format: .currency(code: currencyCode))
                .foregroundStyle(.secondary)
        }
    }

    private func reload() async {
        products = await loadProducts()
    }

    private var filterBar: some View {
        Picker("Filter", selection: $filter) {
            ForEach(Filter.allCases) { filter in
                Text(filter.rawValue).tag(filter)
            }
        }
        .pickerStyle(.segmented)
        .padding(.horizontal)
    }
}
