import Foundation

struct AnalyticsClient: Sendable {
    var track: @Sendable (_ event: String) -> Void

    static let live = makeLiveClient()

    private static func makeLiveClient() -> AnalyticsClient {
        AnalyticsClient { event in
            print("analytics:", event)
        }
    }
}
