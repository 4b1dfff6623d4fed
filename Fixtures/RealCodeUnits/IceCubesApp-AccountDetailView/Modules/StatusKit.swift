// Hand-written stand-in for IceCubes' StatusKit package, for units outside it: the fetcher protocol and its state.
import Models
import SwiftUI

public enum StatusesState: Equatable, Sendable {
    public enum PagingState: Equatable, Sendable {
        case hasNextPage, none
    }

    public enum ErrorState: Equatable, Sendable {
        case noData
    }

    case loading
    case display(statuses: [Status], nextPageState: PagingState)
    case error(error: ErrorState)
}

@MainActor
public protocol StatusesFetcher: Sendable {
    var statusesState: StatusesState { get }
    func fetchNewestStatuses(pullToRefresh: Bool) async
    func fetchNextPage() async throws
    func statusDidAppear(status: Status)
    func statusDidDisappear(status: Status)
}
