// Hand-written stand-ins for the Home Assistant watch-app types the unit's real files use.
import HAKit
import Shared
import SwiftUI

// Sources/WatchApp/Home/EntityDetails/Light/WatchLightControlsViewModel.swift
final class WatchLightControlsViewModel: ObservableObject {
    @Published private(set) var entity: HAEntity?
    @Published private(set) var isStale = false
    @Published private(set) var isOn = false
    @Published var brightnessPercentage: Double = 0
    @Published var colorTempKelvin: Double = LightCapabilities.defaultMinColorTempKelvin

    let item: MagicItem
    let itemInfo: MagicItem.Info

    init(item: MagicItem, itemInfo: MagicItem.Info, initialEntity: HAEntity? = nil) {
        self.item = item
        self.itemInfo = itemInfo
    }

    var name: String { itemInfo.name }
    var capabilities: LightCapabilities? { entity.map(LightCapabilities.init(entity:)) }
    var colorTempRange: ClosedRange<Double> { 2000 ... 6500 }
    var stateText: String? { nil }
    var icon: MaterialDesignIcons { .dotsGridIcon }
    var iconColor: UIColor { .white }

    func startStateUpdates() {}
    func stopStateUpdates() {}
    func setPower(_ on: Bool) {}
    func setBrightness(_ percentage: Double) {}
    func setColor(hex: String) {}
    func setColorTemp(_ kelvin: Double) {}
}

// Sources/WatchApp/Home/MagicItemRow/WatchHomeItemLabel.swift
extension View {
    @ViewBuilder
    func watchRowIconContainer(color: UIColor) -> some View {
        frame(width: 38, height: 38)
    }
}
