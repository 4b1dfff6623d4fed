// EXPECT: invalid conversion from throwing function of type '() async throws -> ()' to non-throwing function type '@isolated(any) () async -> Void'
import SwiftUI
struct V: View {
    @State private var data: [Int] = []
    var body: some View {
        Text("x").task {
            data = try await fetch()
        }
    }
    func fetch() async throws -> [Int] { [] }
}
