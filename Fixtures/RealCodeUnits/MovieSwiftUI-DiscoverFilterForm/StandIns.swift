// Hand-written stand-ins for the MovieSwiftUI types the unit's real files use.
import SwiftUI
import SwiftUIFlux

// Shared/flux/state/AppState.swift, MoviesState.swift (only the members the form reads)
struct AppState: FluxState, Codable {
    var moviesState: MoviesState

    init() {
        moviesState = MoviesState()
    }
}

struct MoviesState: FluxState, Codable {
    var discoverFilter: DiscoverFilter?
    var savedDiscoverFilters: [DiscoverFilter] = []
    var genres: [Genre] = []
}

// Shared/flux/store (the app's global store)
// `nonisolated(unsafe)`: the app's plain global `let` of a non-Sendable store is only accepted in Swift 5 mode
nonisolated(unsafe) let store = Store<AppState>(reducer: { state, _ in state }, state: AppState())

// Shared/flux/actions/MoviesActions.swift
struct MoviesActions {
    struct FetchRandomDiscover: AsyncAction {
        var filter: DiscoverFilter?
        func execute(state: FluxState?, dispatch: @escaping DispatchFunction) {}
    }

    struct FetchGenres: AsyncAction {
        func execute(state: FluxState?, dispatch: @escaping DispatchFunction) {}
    }

    struct ResetRandomDiscover: Action {}

    struct SaveDiscoverFilter: Action {
        let filter: DiscoverFilter
    }

    struct ClearSavedDiscoverFilters: Action {}
}

// NOT app code: SwiftUI's deprecated `Picker.init(selection:label:content:)` (iOS 13, deprecated),
// which the stub lacks; Apple's declaration:
// `nonisolated init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content)`.
extension Picker {
    nonisolated init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        fatalError()
    }
}
