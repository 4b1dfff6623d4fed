import SwiftUI

/// Downloads books for offline reading, one at a time.
@MainActor
final class DownloadQueue: ObservableObject {
    struct Item: Identifiable {
        let id: UUID
        let title: String
        var progress: Double
    }

    // Progress arrives many times a second. Publishing every change would redraw the list each
    // time, so `items` is a plain property and the queue announces changes itself.
    private(set) var items: [Item] = []

    func enqueue(_ book: Book) {
        guard !items.contains(where: { $0.id == book.id }) else { return }
        objectWillChange.send()
        items.append(Item(id: book.id, title: book.title, progress: 0))
    }

    func updateProgress(_ progress: Double, for id: UUID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        // Redraw only in whole-percent steps.
        if Int(progress * 100) != Int(items[index].progress * 100) {
            objectWillChange.send()
        }
        items[index].progress = progress
    }

    func cancelAll() {
        objectWillChange.send()
        items.removeAll()
    }
}

struct DownloadsView: View {
    @ObservedObject var queue: DownloadQueue

    var body: some View {
        List(queue.items) { item in
            ProgressView(item.title, value: item.progress)
        }
        .toolbar {
            Button("Cancel All") {
                queue.cancelAll()
            }
            .disabled(queue.items.isEmpty)
        }
        .navigationTitle("Downloads")
    }
}
