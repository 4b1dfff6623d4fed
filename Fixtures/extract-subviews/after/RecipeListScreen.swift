import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var name: String
    var minutes: Int
    var isVegetarian: Bool
}

struct RecipeListScreen: View {
    enum Filter: String, CaseIterable, Identifiable {
        case all = "All"
        case quick = "Quick"
        case vegetarian = "Vegetarian"

        var id: Self { self }
    }

    let recipes: [Recipe]
    @State private var selectedFilter: Filter = .all
    @State private var favorites: Set<UUID> = []

    private var visibleRecipes: [Recipe] {
        recipes.filter { recipe in
            switch selectedFilter {
            case .all: return true
            case .quick: return recipe.minutes <= 20
            case .vegetarian: return recipe.isVegetarian
            }
        }
    }

    var body: some View {
        NavigationStack {
            List {
                RecipeListFilterChipsView(selectedFilter: $selectedFilter)
                ForEach(visibleRecipes) { recipe in
                    RecipeListRow(recipe: recipe, favorites: favorites)
                        .swipeActions {
                            Button("Favorite") { toggleFavorite(recipe.id) }
                        }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Recipes")
        }
    }

    private func toggleFavorite(_ id: UUID) {
        if favorites.contains(id) {
            favorites.remove(id)
        } else {
            favorites.insert(id)
        }
    }
}

private struct RecipeListFilterChipsView: View {
    @Binding var selectedFilter: RecipeListScreen.Filter

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(RecipeListScreen.Filter.allCases) { filter in
                    Text(filter.rawValue)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(Capsule().fill(filter == selectedFilter ? Color.accentColor : Color.secondary))
                        .onTapGesture { selectedFilter = filter }
                }
            }
        }
    }
}

// One recipe: its name, time and a heart for favorites.
private struct RecipeListRow: View {
    let recipe: Recipe
    let favorites: Set<UUID>

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(recipe.name)
                    .font(.headline)
                Text("\(recipe.minutes) min")
                    .font(.caption)
            }
            Spacer()
            if favorites.contains(recipe.id) {
                Image(systemName: "heart.fill")
            }
        }
    }
}
