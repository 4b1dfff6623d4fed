// Hand-written stand-ins for the Account package types the unit's real files use (modules/*.swift stand in for the other packages).
import DesignSystem
import Env
import Models
import NetworkClient
import SwiftUI

// Packages/Account/Sources/Account/AccountsList/AccountsListRow.swift
@MainActor
@Observable public class AccountsListRowViewModel {
    var account: Account
    var relationShip: Relationship?

    public init(account: Account, relationShip: Relationship? = nil) {
        self.account = account
        self.relationShip = relationShip
    }
}

public struct AccountsListRow: View {
    @State var viewModel: AccountsListRowViewModel

    public init(
        viewModel: AccountsListRowViewModel, isFollowRequest: Bool = false,
        requestUpdated: (() -> Void)? = nil
    ) {
        self.viewModel = viewModel
    }

    public var body: some View { fatalError() }
}
