// Hand-written stand-ins for the MovieSwiftUI types the unit's real files use.
import SwiftUI
import SwiftUIFlux

// Shared/views/MoviesMenu.swift
enum MoviesMenu: Int, CaseIterable {
    case nowPlaying, upcoming, trending, popular, topRated, genres

    func title() -> String { "\(self)" }
}

// Shared/flux (state, store and actions)
struct AppState: FluxState {}

// `nonisolated(unsafe)`: the app's plain global `let` of a non-Sendable store is only accepted in Swift 5 mode
nonisolated(unsafe) let store = Store<AppState>(reducer: { state, _ in state }, state: AppState())

struct MoviesActions {
    struct FetchMoviesMenuList: AsyncAction {
        let list: MoviesMenu
        let page: Int
        func execute(state: FluxState?, dispatch: @escaping DispatchFunction) {}
    }
}

// Views the home screen shows
struct GenresList: View {
    var body: some View { fatalError() }
}

struct MoviesHomeList: View {
    @Binding var menu: MoviesMenu
    let pageListener: MoviesMenuListPageListener
    var body: some View { fatalError() }
}

struct MoviesHomeGrid: View {
    var body: some View { fatalError() }
}

struct SettingsForm: View {
    var body: some View { fatalError() }
}
