import SwiftUI

/// Not named as a view model, but `ProfileScreen` creates it and keeps it as its state: imports
/// SwiftUI for nothing.
@Observable
final class ProfileStore {
    var name = ""
    var followers = 0
}
