import SwiftUI

struct UnreadBadge: View {
	var body: some View {
		Text("\(count)")
			.font(.caption)
			.padding(4)
			.background(Capsule().fill(.red))
	}

	let count: Int
	@Environment(\.colorScheme) private var colorScheme
}
