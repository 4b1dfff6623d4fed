// Hand-written stand-ins for the Account package types the unit's real files use (modules/*.swift stand in for the other packages).
import DesignSystem
import Env
import Models
import NetworkClient
import StatusKit
import SwiftUI

// Packages/Account/Sources/Account/Detail/Tabs/Base
@MainActor
public protocol AccountTabProtocol: Identifiable, Hashable {
    associatedtype TabView: View

    var id: String { get }
    var iconName: String { get }
    var accessibilityLabel: LocalizedStringKey { get }

    @MainActor @ViewBuilder func makeView(
        fetcher: any StatusesFetcher, client: MastodonClient, routerPath: RouterPath, account: Account?
    ) -> TabView
}

@MainActor
@Observable
public class AccountTabManager {
    public let accountId: String
    public let client: MastodonClient
    public var isCurrentUser: Bool
    public var availableTabs: [any AccountTabProtocol] { [] }
    public var selectedTab: any AccountTabProtocol
    public var selectedTabId: String { selectedTab.id }
    public var currentTabFetcher: any StatusesFetcher { fatalError() }

    public init(accountId: String, client: MastodonClient, isCurrentUser: Bool) {
        fatalError()
    }

    public func getFetcher(for tab: any AccountTabProtocol) -> any StatusesFetcher { fatalError() }
    public func refreshCurrentTab() async {}
}

@MainActor
@Observable
class AccountTabFetcher: StatusesFetcher {
    var statusesState: StatusesState = .loading
    func fetchNewestStatuses(pullToRefresh: Bool) async {}
    func fetchNextPage() async throws {}
    func statusDidAppear(status: Status) {}
    func statusDidDisappear(status: Status) {}
    func handleEvent(event: any StreamEvent, currentAccount: CurrentAccount) {}
}

// Packages/Account/Sources/Account/Follow/FollowButton.swift
@MainActor
@Observable public class FollowButtonViewModel {
    public var relationship: Relationship

    public init(
        client: MastodonClient,
        accountId: String,
        relationship: Relationship,
        shouldDisplayNotify: Bool,
        relationshipUpdated: @escaping ((Relationship) -> Void)
    ) {
        self.relationship = relationship
    }
}

// Packages/Account/Sources/Account/Detail/AccountDetailHeaderView.swift
@MainActor
struct AccountDetailHeaderView: View {
    let account: Account
    let relationship: Relationship?
    let fields: [Account.Field]
    @Binding var followButtonViewModel: FollowButtonViewModel?
    @Binding var translation: Translation?
    @Binding var isLoadingTranslation: Bool
    let isCurrentUser: Bool
    let accountId: String
    let scrollViewProxy: ScrollViewProxy?

    var body: some View { fatalError() }
}

// Packages/Account/Sources/Account/Detail/Components
struct AccountDetailToolbar: ToolbarContent {
    let account: Account?
    let displayTitle: Bool
    let isCurrentUser: Bool
    @Binding var relationship: Relationship?
    @Binding var showBlockConfirmation: Bool
    @Binding var showTranslateView: Bool
    @Binding var isEditingRelationshipNote: Bool

    var body: some ToolbarContent {
        ToolbarItem { EmptyView() }
    }
}

struct FeaturedTagsView: View {
    let featuredTags: [FeaturedTag]
    let accountId: String
    var body: some View { fatalError() }
}

struct FamiliarFollowersView: View {
    let familiarFollowers: [Account]
    var body: some View { fatalError() }
}

// Packages/Account/Sources/Account/Edit/EditRelationshipNoteView.swift
public struct EditRelationshipNoteView: View {
    let accountId: String
    let relationship: Relationship?
    let onSave: () -> Void
    public var body: some View { fatalError() }
}
