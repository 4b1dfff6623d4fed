// Hand-written stand-ins for the home-assistant App-target types ComplicationEditView.swift uses.
import Foundation
import SFSafeSymbols // other App-target files import it; its Image(systemSymbol:) is visible module-wide
import Shared
import SwiftUI

// Sources/App/Settings/AppleWatch/Complications/ComplicationEditViewModel.swift
final class ComplicationEditViewModel: ObservableObject {
    @Published var name: String = ""
    @Published var isPublic: Bool = true
    @Published var serverIdentifier: String?
    @Published var displayTemplate: ComplicationTemplate = .CircularSmallRingImage

    @Published var column2Alignment: Column2Alignment = .leading

    @Published var gaugeTemplate: String = ""
    @Published var gaugeColor: Color = .green
    @Published var gaugeType: GaugeType = .open
    @Published var gaugeStyle: GaugeStyle = .fill

    @Published var ringTemplate: String = ""
    @Published var ringColor: Color = .green
    @Published var ringType: RingType = .open

    @Published var icon: MaterialDesignIcons = .init(named: "home-assistant")
    @Published var iconColor: Color = .green

    @Published var textAreaValues: [String: TextAreaState] = [:]

    var config: WatchComplication
    let isNew: Bool

    var family: ComplicationGroupMember { fatalError() }

    init(config: WatchComplication, isNew: Bool) {
        self.config = config
        self.isNew = isNew
    }

    var server: Server? { fatalError() }
    var activeTextAreas: [ComplicationTextAreas] { fatalError() }
    var hasGauge: Bool { fatalError() }
    var hasRing: Bool { fatalError() }
    var hasImage: Bool { fatalError() }
    var supportsColumn2Alignment: Bool { fatalError() }
    var isGaugeTypeForced: Bool { fatalError() }
    func onDisplayTemplateChange() {}
    func save() {}
    func delete() {}
    var isValid: Bool { fatalError() }
    static func validatePercentile(_ value: Any) throws -> String { fatalError() }
    static func validateText(_ value: Any) throws -> String { fatalError() }
}

extension ComplicationEditViewModel {
    struct TextAreaState: Equatable {
        var text: String
        var color: Color
    }

    enum Column2Alignment: String, CaseIterable, Identifiable {
        case leading
        case trailing
        var id: String { rawValue }
        var localizedName: String { fatalError() }
    }

    enum GaugeType: String, CaseIterable, Identifiable {
        case open
        case closed
        var id: String { rawValue }
        var localizedName: String { fatalError() }
    }

    enum GaugeStyle: String, CaseIterable, Identifiable {
        case fill
        case ring
        var id: String { rawValue }
        var localizedName: String { fatalError() }
    }

    enum RingType: String, CaseIterable, Identifiable {
        case open
        case closed
        var id: String { rawValue }
        var localizedName: String { fatalError() }
    }
}

// Sources/App/Settings/AppleWatch/Complications/TemplatePreviewSection.swift
final class TemplateRenderer: ObservableObject {
    init(
        server: Server,
        debounceInterval: TimeInterval = 1.0,
        displayResult: @escaping (Any) throws -> String = { String(describing: $0) }
    ) {}

    func updateServer(_ server: Server) {}
}

struct TemplatePreviewSection: View {
    let header: String?
    let footer: String?
    let title: String
    let placeholder: String
    @Binding var template: String
    @ObservedObject var renderer: TemplateRenderer

    var body: some View { fatalError() }
}

// Sources/App/Settings/AppleWatch/Complications/IconSearchPicker.swift
struct IconSearchPicker: View {
    @Binding var selectedIcon: MaterialDesignIcons
    let tintColor: Color
    let title: String

    var body: some View { fatalError() }
}
