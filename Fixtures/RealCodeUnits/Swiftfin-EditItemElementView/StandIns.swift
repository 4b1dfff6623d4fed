// Hand-written stand-ins for the Swiftfin types the unit's real file uses.
import Combine
import JellyfinAPI
import SwiftUI

// Shared/Objects/Displayable.swift, Shared/Components/LibraryElement.swift, Shared/Objects/LibraryStyle.swift
protocol Displayable {
    var displayTitle: String { get }
}

enum LibraryDisplayType: Hashable { case grid, list }
enum PosterDisplayType: Hashable, CaseIterable { case landscape, portrait, square }

struct LibraryStyle: Hashable {
    var displayType: LibraryDisplayType
    var posterDisplayType: PosterDisplayType
    var listColumnCount: Int
}

@MainActor
protocol LibraryElement: Displayable, Hashable, Identifiable {
    associatedtype Body: View

    @ViewBuilder
    func makeBody(libraryStyle: LibraryStyle, action: (() -> Void)?) -> Body
}

// Shared/ViewModels/ItemAdministration/ItemEditorViewModel/ItemComponentEditor.swift
protocol ItemComponentEditor: Displayable {
    associatedtype Element: LibraryElement

    var description: String { get }

    func elements(in item: BaseItemDto) -> [Element]
}

// The view model's actions come from the @Stateful macro in the app; these are the members the view uses.
@MainActor
class ViewModel: ObservableObject {}

struct BackgroundStates<State: Hashable> {
    var states: Set<State> = []
}

class ItemComponentEditorViewModel<Editor: ItemComponentEditor>: ViewModel {
    typealias Element = Editor.Element

    enum BackgroundState: Hashable {
        case updating
        case searching
    }

    enum Event {
        case updated
    }

    @Published private(set) var item: BaseItemDto
    @Published var background = BackgroundStates<BackgroundState>()
    @Published var error: Error?
    let events = PassthroughSubject<Event, Never>()
    let editor: Editor

    init(item: BaseItemDto, editor: Editor) {
        self.item = item
        self.editor = editor
    }

    func remove(_ elements: [Element]) {}
    func reorder(_ elements: [Element]) {}
}

// Shared/Coordinators/Navigation
struct NavigationRoute {
    static func addItemElement<Editor: ItemComponentEditor>(
        viewModel: ItemComponentEditorViewModel<Editor>
    ) -> NavigationRoute {
        NavigationRoute()
    }
}

@propertyWrapper
struct Router: DynamicProperty {
    @MainActor
    struct Wrapper {
        let dismiss: DismissAction
        func route(to route: NavigationRoute, in namespace: Namespace.ID? = nil) {}
    }

    var wrappedValue: Wrapper { fatalError() }
}

// Shared/Services/Notifications.swift
enum Notifications {
    class _AnyKey {}
    typealias Keys = _AnyKey

    final class Key<Payload>: _AnyKey {
        init(_ string: String) {}
    }
}

extension Notifications.Keys {
    static var itemMetadataDidChange: Notifications.Key<BaseItemDto> { .init("itemMetadataDidChange") }
}

// Shared/Strings/Strings.swift (generated)
enum L10n {
    static let add = "add"
    static let cancel = "cancel"
    static let confirm = "confirm"
    static let delete = "delete"
    static let deleteSelectedConfirmation = "deleteSelectedConfirmation"
    static let edit = "edit"
    static let none = "none"
    static let removeAll = "removeAll"
    static let reorder = "reorder"
    static let save = "save"
    static let selectAll = "selectAll"
}

// Swiftfin/Components/ListTitleSection.swift
struct InsetGroupedListHeader<Content: View>: View {
    var body: some View { fatalError() }
}

extension InsetGroupedListHeader where Content == EmptyView {
    init(_ title: String? = nil, description: String? = nil, learnMoreAction: (() -> Void)? = nil) {}
}

extension Collection {
    var isNotEmpty: Bool { !isEmpty }
}

extension Set {
    mutating func toggle(value: Element) {
        fatalError()
    }
}

extension EdgeInsets {
    static let zero: EdgeInsets = .init()
    static let edgeInsets: EdgeInsets = .init()
}

enum UIDevice {
    enum FeedbackType { case success, warning, error }
    enum FeedbackStyle { case light, medium, heavy }
    static func feedback(_ type: FeedbackType) {}
    static func impact(_ type: FeedbackStyle) {}
}

// Backport button styles (Shared/Extensions/ViewExtensions/Backport)
struct Backport<Content> {
    let content: Content
}

@MainActor
protocol BackportButtonStyle {}

struct BackportGlassButtonStyle: BackportButtonStyle {}
struct BackportGlassProminentButtonStyle: BackportButtonStyle {}

extension BackportButtonStyle where Self == BackportGlassButtonStyle {
    static var glass: Self { BackportGlassButtonStyle() }
}

extension BackportButtonStyle where Self == BackportGlassProminentButtonStyle {
    static var glassProminent: Self { BackportGlassProminentButtonStyle() }
}

extension Backport where Content: View {
    @ViewBuilder
    func buttonStyle(_ style: some BackportButtonStyle) -> some View { fatalError() }
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }

    func `if`(_ condition: Bool, @ViewBuilder transform: (Self) -> some View) -> some View { fatalError() }

    @ViewBuilder
    func isEditing(_ isEditing: Bool) -> some View { self }

    @ViewBuilder
    func isSelected(_ isSelected: Bool) -> some View { self }

    @ViewBuilder
    func errorMessage(_ error: Binding<Error?>, dismissAction: @escaping () -> Void = {}) -> some View { fatalError() }

    @ViewBuilder
    func onNotification<P>(_ key: Notifications.Key<P>, perform action: @escaping (P) -> Void) -> some View { fatalError() }

    @ViewBuilder
    func navigationBarMenuButton(
        isLoading: Bool = false,
        isHidden: Bool = false,
        @ViewBuilder
        _ items: @escaping () -> some View
    ) -> some View { fatalError() }
}
