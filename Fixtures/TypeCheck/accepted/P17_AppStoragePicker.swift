import SwiftUI

enum SortOrder: Int, CaseIterable, Identifiable {
    case name, date, size
    var id: Int { rawValue }
    var title: String {
        switch self {
        case .name: "Name"
        case .date: "Date"
        case .size: "Size"
        }
    }
}

struct SortPicker: View {
    @AppStorage("sortOrder") private var sortOrder: SortOrder = .name
    @AppStorage("lastOpened") private var lastOpened: Date?
    @AppStorage("ratio") private var ratio: Double = 0.5
    @SceneStorage("selectedTab") private var selectedTab: String?
    @SceneStorage("scroll") private var scrollPosition = 0
    @State private var flavor = "Vanilla"
    private let flavors = ["Vanilla", "Chocolate", "Strawberry"]

    var body: some View {
        VStack {
            Picker("Sort by", selection: $sortOrder) {
                ForEach(SortOrder.allCases) { order in
                    Text(order.title).tag(order)
                }
            }
            .pickerStyle(.menu)
            Picker(selection: $flavor) {
                ForEach(flavors, id: \.self) { Text($0) }
            } label: {
                Label("Flavor", systemImage: "cup.and.saucer")
            }
            .pickerStyle(.inline)
            .labelsHidden()
            Picker("Tab", selection: $selectedTab) {
                Text("None").tag(String?.none)
                Text("Home").tag(Optional("home"))
            }
            Text("Ratio \(ratio, specifier: "%.2f")")
        }
    }
}
