import SwiftUI

/// Read from the environment by every screen: an app-wide service, UI by design. Left alone.
@Observable
final class Theme {
    var accent: Color = .orange
}
