import Observation
import SwiftUI

@MainActor
@Observable
final class SettingsStore {
    static let shared = SettingsStore()

    var showsPricesWithTax = true
    var prefersExpressDelivery = false
    var taxRate: Decimal = 0.19

    private init() {}
}
