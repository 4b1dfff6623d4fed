// Hand-written stand-ins for the Swiftfin types the unit's real file uses.
import JellyfinAPI
import SwiftUI

// Shared/Strings/Strings.swift (generated)
enum L10n {
    static let customBitrate = "customBitrate"
    static let enterCustomBitrate = "enterCustomBitrate"
    static let maximumBitrate = "maximumBitrate"
    static let maximumRemoteBitrate = "maximumRemoteBitrate"
    static let remoteConnections = "remoteConnections"
}

protocol Displayable {
    var displayTitle: String { get }
}

// Shared/Extensions/JellyfinAPI/MaxBitratePolicy.swift
enum MaxBitratePolicy: Int, Displayable, CaseIterable {
    case unlimited = 0
    case custom = 10_000_000
    var displayTitle: String { "\(self)" }

    init?(rawValue: Int?) { fatalError() }
}

// Shared/Extensions/Binding.swift
extension Binding {
    func coalesce<T>(_ defaultValue: T) -> Binding<T> where Value == T? { fatalError() }
    func map<V>(getter: @escaping (Value) -> V, setter: @escaping (V) -> Value) -> Binding<V> { fatalError() }
    func min(_ minValue: Value) -> Binding<Value> where Value: Comparable { fatalError() }
}

// Shared/Extensions/Picker.swift
struct _CaseIterablePickerContent<Element: CaseIterable & Displayable & Hashable>: View {
    var body: some View { fatalError() }
}

extension Picker where Label == Text {
    init(
        _ title: String,
        selection: Binding<SelectionValue>
    ) where SelectionValue: CaseIterable & Displayable & Hashable, Content == _CaseIterablePickerContent<SelectionValue> {
        fatalError()
    }
}

// Shared/Extensions/FormatStyle.swift
struct IntBitRateFormatStyle: FormatStyle {
    func format(_ value: Int) -> String { fatalError() }
}

extension FormatStyle where Self == IntBitRateFormatStyle {
    static var bitRate: IntBitRateFormatStyle { IntBitRateFormatStyle() }
}

// The StateAdapter view of the Engine package the app re-exports
struct StateAdapter<Value, Content: View>: View {
    init(initialValue: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {}
    var body: some View { fatalError() }
}

// Shared/Components/ChevronButton.swift
struct ChevronButton<Label: View>: View {
    var body: some View { fatalError() }
}

extension ChevronButton where Label == Text {
    init(_ title: String, content: Text, external: Bool = false, action: @escaping () -> Void) {}
}

// Swiftfin/Views/AdminDashboardView/ServerUsers/ServerUserSettings/ServerUserPermissionsView
struct ServerUserPermissionsView: View {
    var body: some View { fatalError() }
}

// NOT app code: an Apple API the SwiftUI stub lacks (UIKit-typed), declared with Apple's signature.
// SwiftUI: `nonisolated func keyboardType(_ type: UIKeyboardType) -> some View`; UIKit: `enum UIKeyboardType: Int`.
enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension View {
    nonisolated func keyboardType(_ type: UIKeyboardType) -> some View { fatalError() }
}
