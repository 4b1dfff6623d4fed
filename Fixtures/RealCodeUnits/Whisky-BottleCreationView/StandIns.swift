// Hand-written stand-ins for the Whisky types (and the AppKit panel) the unit's real files use.
import Foundation
import SwiftUI
import WhiskyKit

// NOT app code: AppKit's NSOpenPanel (SwiftUI re-exports AppKit on macOS; the stub has none of it), with Apple's shape.
@MainActor
class NSOpenPanel {
    enum ModalResponse { case OK, cancel }
    var canChooseFiles = true
    var canChooseDirectories = false
    var allowsMultipleSelection = false
    var canCreateDirectories = false
    var directoryURL: URL?
    var urls: [URL] { [] }
    init() {}
    func begin(completionHandler handler: @escaping (ModalResponse) -> Void) {}
}

// Whisky/Utils/Constants.swift
enum ViewWidth {
    static let small: Double = 400
    static let medium: Double = 500
    static let large: Double = 600
}

// Whisky/View Models/BottleVM.swift
final class BottleVM: ObservableObject, @unchecked Sendable {
    @MainActor static let shared = BottleVM()
    func createNewBottle(bottleName: String, winVersion: WinVersion, bottleURL: URL) -> URL { bottleURL }
}
