import SwiftUI

struct DownloadedMangaView: View {
    @StateObject private var viewModel: ViewModel
    @Environment(\.dismiss) private var dismiss

    init(manga: DownloadedMangaInfo) {
        self._viewModel = StateObject(wrappedValue: ViewModel(manga: manga))
    }

    var body: some View {
        Group {
            if viewModel.chapters.isEmpty {
                if viewModel.isLoading {
                    ProgressView("Loading…")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                } else {
                    DownloadedMangaEmptyStateView(viewModel: viewModel)
                }
            } else {
                ChaptersList(viewModel: viewModel)
            }
        }
        .navigationTitle(viewModel.manga.title)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Menu {
                    Button(role: .destructive, action: viewModel.confirmDeleteAll) {
                        Label("Remove All Downloads", systemImage: "trash")
                    }
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                .disabled(viewModel.chapters.isEmpty)
            }
        }
        .task {
            await viewModel.loadChapters()
        }
        .alert("Remove All Downloads", isPresented: $viewModel.showingDeleteAllConfirmation) {
            Button("Cancel", role: .cancel) {}
            Button("Remove", role: .destructive) {
                viewModel.deleteAllChapters()
                dismiss()
            }
        } message: {
            Text("All downloaded chapters of this series will be deleted.")
        }
    }
}

private struct DownloadedMangaEmptyStateView: View {
    @ObservedObject var viewModel: DownloadedMangaView.ViewModel

    var body: some View {
        ContentUnavailableView(
            "No Downloads",
            systemImage: "arrow.down.circle",
            description: Text("Chapters you download from \(viewModel.manga.title) appear here.")
        )
        .ignoresSafeArea()
    }
}

private struct ChaptersList: View {
    @ObservedObject var viewModel: DownloadedMangaView.ViewModel

    var body: some View {
        List {
            // Manga info header
            Section {
                MangaInfoHeader(viewModel: viewModel)
            }

            Section {
                ForEach(viewModel.chapters) { chapter in
                    DownloadedChapterRow(chapter: chapter)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                viewModel.deleteChapter(chapter)
                            }
                        }
                }
            } header: {
                HStack {
                    Text("Downloaded Chapters")
                    Spacer()
                    Button(action: viewModel.toggleSortOrder) {
                        Image(systemName: viewModel.sortAscending ? "arrow.up" : "arrow.down")
                            .imageScale(.small)
                    }
                }
            }
        }
    }
}

private struct MangaInfoHeader: View {
    @ObservedObject var viewModel: DownloadedMangaView.ViewModel

    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: viewModel.manga.coverUrl) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                Color.secondary
            }
            .frame(width: 56, height: 84)
            .clipShape(RoundedRectangle(cornerRadius: 6))

            VStack(alignment: .leading, spacing: 4) {
                Text(viewModel.manga.title)
                    .font(.callout)
                    .lineLimit(2)
                Text("\(viewModel.manga.chapterCount) chapters • \(viewModel.manga.formattedSize)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                if viewModel.manga.isInLibrary {
                    Label("In Library", systemImage: "books.vertical.fill")
                        .font(.footnote)
                        .foregroundStyle(.tint)
                }
            }

            Spacer()
        }
        .padding(.vertical, 4)
    }
}
