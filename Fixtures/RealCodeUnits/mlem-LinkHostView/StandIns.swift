// Hand-written stand-ins for the mlem types the unit's real file uses.
import SwiftUI

// App/Configuration/User Settings/SettingsValues.swift, Settings.swift, SettingPropertyWrapper.swift
@Observable
class SettingsValues {
    var post_webPreview_showIcon: Bool = true
    var media_animatedAvatars: AvatarAnimation = .always
    init() {}
}

class Settings {
    static func get<T>(_ keyPath: ReferenceWritableKeyPath<SettingsValues, T>) -> T { fatalError() }
    static func set<T>(_ keyPath: ReferenceWritableKeyPath<SettingsValues, T>, to newValue: T) {}
}

@propertyWrapper
struct Setting<T>: DynamicProperty {
    private let keyPath: ReferenceWritableKeyPath<SettingsValues, T>

    public init(_ keyPath: ReferenceWritableKeyPath<SettingsValues, T>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: T {
        get { fatalError() }
        nonmutating set {}
    }

    public var projectedValue: Binding<T> { fatalError() }
}

// Packages/Theming: ThemedColor and its tint modifier
public struct ThemedColor: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Color { .primary }
}

extension ShapeStyle where Self == ThemedColor {
    static var themedSecondary: ThemedColor { ThemedColor() }
    static var themedBackground: ThemedColor { ThemedColor() }
    static func themedColorfulAccent(_ index: Int) -> ThemedColor { ThemedColor() }
}


enum AvatarAnimation { case always, never }

// App/Configuration/Constants/Constants.swift
class Constants {
    // `nonisolated(unsafe)`: the app's plain `static let` of a non-Sendable class is only accepted in Swift 5 mode
    nonisolated(unsafe) public static let main: Constants = .init()
    private init() {}
    var halfSpacing: CGFloat { 5 }
    var smallAvatarSize: CGFloat { 20 }
}

// App/Views/Shared/Images: MediaView.Fallback and CircleCroppedImageView
struct MediaView: View {
    enum Fallback {
        case personAvatar, communityAvatar, instanceAvatar, favicon, image
    }

    var body: some View { fatalError() }
}

struct CircleCroppedImageView: View {
    init(
        url: URL?,
        frame: CGFloat,
        fallback: MediaView.Fallback,
        showProgress: Bool = true,
        blurred: Bool = false,
        enableAnimation: Bool = (Settings.get(\.media_animatedAvatars) == .always)
    ) {}

    var body: some View { fatalError() }
}
