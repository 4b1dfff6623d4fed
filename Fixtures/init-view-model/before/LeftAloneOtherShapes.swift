import SwiftUI

@Observable
final class EditorModel {
    init() {}
}

@Observable
final class ReportModel {
    static func make() async -> ReportModel { ReportModel() }
}

@Observable
final class TagsModel {
    var tags: [String] = []

    init(limit: Int) {}
}

/// Reset to nil: the nil state means "no editor open".
struct EditorSheet: View {
    @State private var editor: EditorModel?

    var body: some View {
        VStack {
            Button("Edit") { editor = EditorModel() }
            Button("Close") { editor = nil }
        }
    }
}

/// Created by async work.
struct ReportScreen: View {
    @State private var report: ReportModel?

    var body: some View {
        Text(report == nil ? "…" : "Report")
            .task {
                report = await ReportModel.make()
            }
    }
}

/// Created from another @State property, and used as an optional with `map`.
struct TagsScreen: View {
    @State private var limit = 10
    @State private var tags: TagsModel?

    var body: some View {
        Text(tags.map { "\($0.tags.count)" } ?? "-")
            .onAppear {
                if tags == nil {
                    tags = TagsModel(limit: limit)
                }
            }
    }
}
