import SwiftUI

struct UnreadBadge: View {
	@Environment(\.colorScheme) private var colorScheme
	let count: Int

	var body: some View {
		Text("\(count)")
			.font(.caption)
			.padding(4)
			.background(Capsule().fill(.red))
	}
}
