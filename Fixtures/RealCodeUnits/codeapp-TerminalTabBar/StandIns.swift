// Hand-written stand-ins for the Code App types the unit's real file uses.
import Foundation
import SwiftUI

// CodeApp/Managers/MainApp.swift
class MainApp: ObservableObject {
    let terminalManager: TerminalManager

    init() {
        terminalManager = TerminalManager()
    }
}

// CodeApp/Managers/TerminalManager.swift
class TerminalManager: ObservableObject {
    @Published var terminals: [TerminalInstance] = []
    @Published var activeTerminalId: UUID?

    func closeTerminal(id: UUID) {}
    func isTerminalBusy(id: UUID) -> Bool { false }
    func setActiveTerminal(id: UUID) {}
}

// CodeApp/Managers/TerminalInstance.swift (an NSObject web-view host in the app)
class TerminalInstance: NSObject, Identifiable {
    let id: UUID
    var name: String

    init(name: String) {
        id = UUID()
        self.name = name
    }
}

// CodeApp/Extensions/Color+init.swift
extension Color {
    init(id: String) {
        self = .gray
    }
}
