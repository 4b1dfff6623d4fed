import SwiftUI

// A filter sheet modelled on real apps: rows identified by index (indices, counted ranges,
// enumerated offsets whose index is not even used), next to rows identified by their element.

struct FilterOption: Identifiable, Hashable {
    let id: String
    var title: String
    var isOn: Bool
}

struct FilterListView: View {
    @Binding var options: [FilterOption]
    let sections: [String]
    let recentSearches: [String]
    static let sortOrders = ["Newest", "Oldest", "Top"]

    var body: some View {
        List {
            Section("Options") {
                ForEach(options.indices, id: \.self) { index in
                    Toggle(options[index].title, isOn: $options[index].isOn)
                }
            }
            Section("Sections") {
                ForEach(0..<sections.count, id: \.self) { index in
                    Text(sections[index])
                }
            }
            Section("Recent") {
                ForEach(Array(recentSearches.enumerated()), id: \.offset) { _, search in
                    Text(search)
                }
            }
            Section("Sort") {
                ForEach(Self.sortOrders.indices, id: \.self) { index in
                    Text(Self.sortOrders[index])
                }
            }
            Section("Stable") {
                ForEach($options) { $option in
                    Toggle(option.title, isOn: $option.isOn)
                }
                ForEach(Array(options.enumerated()), id: \.element.id) { index, option in
                    Text("\(index + 1). \(option.title)")
                }
                ForEach(0..<3, id: \.self) { _ in
                    Divider()
                }
            }
        }
    }
}
