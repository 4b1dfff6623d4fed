//
//  StatRow.swift
//  Fixture
//
//  Copyright © 2026 svrefactor fixtures. MIT License.
//

import SwiftUI

struct StatRow: View {
    let title: String
    let value: Int

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text("\(value)")
        }
    }
}
