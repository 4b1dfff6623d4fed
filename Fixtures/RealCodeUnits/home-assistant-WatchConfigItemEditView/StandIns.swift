// Hand-written stand-ins for the Home Assistant watch-app types the unit's real files use.
import SFSafeSymbols
import Shared
import SwiftUI

// Sources/WatchApp/Home/Edit/WatchConfigItemRow.swift
struct WatchConfigItemRow: View {
    let item: MagicItem
    let itemInfo: MagicItem.Info
    var subtitle: String? = nil
    var trailingSymbol: SFSymbol? = nil

    var body: some View { fatalError() }
}

extension View {
    func watchConfigRowBackground() -> some View {
        listRowBackground(Color.gray.opacity(0.3).cornerRadius(14))
    }
}
