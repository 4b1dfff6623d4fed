import SwiftUI

struct CounterScreen: View {
    @State private var model = CounterModel()
    @State private var session = Session()
    @State private var search = SearchModel()
    @State private var draft = Draft()

    var body: some View {
        VStack {
            Text("\(model.count)")
            TextField("Search", text: $search.query)
            DraftEditor(draft: draft)
        }
        .task { await model.increment() }
    }
}
