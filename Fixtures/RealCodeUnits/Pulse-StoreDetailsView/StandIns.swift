// Hand-written stand-ins for the PulseUI types the unit's real files use.
import Pulse
import SwiftUI

// PulseUI/Features/Console/ConsoleEnvironment.swift
private struct LoggerStoreKey: EnvironmentKey {
    static var defaultValue: LoggerStoreProtocol { LoggerStore.shared }
}

extension EnvironmentValues {
    package var store: LoggerStoreProtocol {
        get { self[LoggerStoreKey.self] }
        set { self[LoggerStoreKey.self] = newValue }
    }
}

// PulseUI/Extensions/SwiftUI+Extensions.swift
extension View {
    package func inlineNavigationTitle(_ title: String) -> some View { self }
}

// PulseUI/Helpers/Formatters.swift
extension DateFormatter {
    package convenience init(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style, isRelative: Bool = false) {
        self.init()
    }
}

// PulseUI/Views
package struct PlaceholderView: View {
    package let title: String
    package var imageName: String?
    package var subtitle: String?

    package init(imageName: String? = nil, title: String, subtitle: String? = nil) {
        self.imageName = imageName
        self.title = title
        self.subtitle = subtitle
    }

    package var body: some View { fatalError() }
}

package struct LoggerStoreSizeChart: View {
    package let info: LoggerStore.Info
    package let sizeLimit: Int64?

    package init(info: LoggerStore.Info, sizeLimit: Int64?) {
        self.info = info
        self.sizeLimit = sizeLimit
    }

    package var body: some View { fatalError() }
}

package struct KeyValueSectionViewModel {
    package var title: String
    package var color: Color
    package var items: [(String, String?)] = []

    package init(title: String, color: Color, items: [(String, String?)]) {
        self.title = title
        self.color = color
        self.items = items
    }
}

// PulseUI/Features/Filters/Views/ConsoleSection.swift
package struct ConsoleSection<Header: View, Content: View>: View {
    package init(
        isDividerHidden: Bool = false,
        @ViewBuilder header: @escaping () -> Header,
        @ViewBuilder content: @escaping () -> Content
    ) {}

    package var body: some View { fatalError() }
}

// PulseUI/Helpers/Formatters.swift
extension ByteCountFormatter {
    package static func string(fromByteCount count: Int64) -> String {
        fatalError()
    }
}
