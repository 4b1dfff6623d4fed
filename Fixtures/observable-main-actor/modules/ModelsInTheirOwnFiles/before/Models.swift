import Observation

/// Owned by `CounterScreen` as `@State`: reported here, where the class is.
@Observable
final class CounterModel {
    var count = 0

    func increment() async {
        count += 1
    }
}

/// Only received (`@Bindable`, `let`): its owner decides.
@Observable
final class Draft {
    var text = ""
}

/// Already isolated.
@MainActor
@Observable
final class Session {
    var isSignedIn = false
}

/// Isolated through a protocol of the module.
@MainActor
protocol ScreenModel: AnyObject {}

@Observable
final class SearchModel: ScreenModel {
    var query = ""
}

/// Held as `@State` by the app and created in its `init`.
@Observable
final class AppModel {
    var launches = 0
}
