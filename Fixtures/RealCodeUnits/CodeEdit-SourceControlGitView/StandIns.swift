// Hand-written stand-ins for the CodeEdit types (and the AppKit document controller) the unit's real file uses.
import Foundation
import SwiftUI

// NOT app code: AppKit's NSDocument and NSDocumentController (SwiftUI re-exports AppKit on macOS; the
// stub has none of it), with Apple's shapes: `@MainActor class NSDocumentController`,
// `class var shared: NSDocumentController { get }`,
// `func openDocument(withContentsOf url: URL, display displayDocument: Bool, completionHandler: @escaping (NSDocument?, Bool, (any Error)?) -> Void)`
// and its imported async form `func openDocument(withContentsOf:display:) async throws -> (NSDocument, Bool)`
// (Objective-C methods import with discardable results).
@MainActor
class NSDocument {}

@MainActor
class NSDocumentController {
    class var shared: NSDocumentController { fatalError() }

    func openDocument(
        withContentsOf url: URL,
        display displayDocument: Bool,
        completionHandler: @escaping (NSDocument?, Bool, (any Error)?) -> Void
    ) {}

    @discardableResult
    func openDocument(withContentsOf url: URL, display displayDocument: Bool) async throws -> (NSDocument, Bool) {
        fatalError()
    }
}

// CodeEdit/Features/Settings/Models/AppSettings.swift (the wrapper keeps the app's shape)
@propertyWrapper
struct AppSettings<T>: DynamicProperty where T: Equatable {
    let keyPath: WritableKeyPath<SettingsData, T>

    init(_ keyPath: WritableKeyPath<SettingsData, T>) {
        self.keyPath = keyPath
    }

    var wrappedValue: T {
        get { fatalError() }
        nonmutating set {}
    }

    var projectedValue: Binding<T> { fatalError() }
}

// CodeEdit/Features/Settings/Models/SettingsData.swift and Pages/SourceControlSettings/Models/SourceControlSettings.swift
struct SettingsData: Codable, Hashable {
    var sourceControl: SourceControlSettings = .init()

    struct SourceControlSettings: Codable, Hashable {
        var git: SourceControlGit = .init()
    }

    struct SourceControlGit: Codable, Hashable {
        var showMergeCommitsPerFileLog: Bool = false
    }
}

// CodeEdit/World.swift
// `nonisolated(unsafe)`: the app's plain global `var` is only accepted in Swift 5 mode
nonisolated(unsafe) var currentWorld: World = .init()

struct World {
    var shellClient: ShellClient = .live()
}

// CodeEdit/Utils/ShellClient/Models/ShellClient.swift
class ShellClient {
    static func live() -> ShellClient {
        return ShellClient()
    }
}

// CodeEdit/Features/SourceControl/Client/GitConfigRepresentable.swift and GitConfigExtensions.swift
protocol GitConfigRepresentable {
    init?(configValue: String)
    var asConfigValue: String { get }
}

extension Bool: GitConfigRepresentable {
    public init?(configValue: String) { fatalError() }
    public var asConfigValue: String { fatalError() }
}

extension String: GitConfigRepresentable {
    public init?(configValue: String) { fatalError() }
    public var asConfigValue: String { fatalError() }
}

// CodeEdit/Features/SourceControl/Client/GitConfigClient.swift
class GitConfigClient {
    init(projectURL: URL? = nil, shellClient: ShellClient) {}

    func get<T: GitConfigRepresentable>(key: String, global: Bool = false) async throws -> T? {
        fatalError()
    }

    func set<T: GitConfigRepresentable>(key: String, value: T, global: Bool = false) async {}
}

// CodeEdit/Utils/Limiter.swift
enum Limiter {
    static func debounce(id: AnyHashable, duration: TimeInterval, action: @escaping () -> Void) {}
}

// CodeEdit/Features/Settings/Pages/SourceControlSettings/IgnoredFilesListView.swift
struct IgnoredFilesListView: View {
    var body: some View { fatalError() }
}
