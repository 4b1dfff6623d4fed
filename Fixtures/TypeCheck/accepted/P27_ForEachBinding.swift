import SwiftUI

struct Task_: Identifiable {
    let id = UUID()
    var title: String
    var done: Bool
}

struct ChecklistView: View {
    @State private var tasks = [Task_(title: "A", done: false), Task_(title: "B", done: true)]
    @State private var names = ["x", "y"]

    var body: some View {
        List {
            ForEach($tasks) { $task in
                Toggle(task.title, isOn: $task.done)
            }
            ForEach($tasks) { task in
                TextField("Title", text: task.title)
            }
            ForEach($names, id: \.self) { $name in
                TextField("Name", text: $name)
            }
            ForEach(tasks.indices, id: \.self) { index in
                Toggle(tasks[index].title, isOn: $tasks[index].done)
            }
            Section("Binding list") {
                Text("count \(tasks.count)")
            }
        }
    }
}

struct BindingListView: View {
    @State private var tasks: [Task_] = []
    var body: some View {
        List($tasks) { $task in
            HStack {
                TextField("Title", text: $task.title)
                Toggle("", isOn: $task.done).labelsHidden()
            }
        }
    }
}
