// Hand-written stand-ins for the StatusKit types the unit's real files use (modules/*.swift stand in for the other packages).
import DesignSystem
import Env
import Models
import NetworkClient
import SwiftUI

// Packages/StatusKit/Sources/StatusKit/Row/StatusRowViewModel.swift
@MainActor
@Observable public class StatusRowViewModel {
    let status: Status

    public init(
        status: Status,
        client: MastodonClient,
        routerPath: RouterPath,
        isRemote: Bool = false,
        showActions: Bool = true,
        textDisabled: Bool = false,
        scrollToId: Binding<String?>? = nil,
        filterContext: Filter.Context? = nil
    ) {
        self.status = status
    }
}

// Packages/StatusKit/Sources/StatusKit/Row/StatusRowView.swift
@MainActor
public struct StatusRowView: View {
    public enum Context { case timeline, detail }
    public let context: Context
    @State public var viewModel: StatusRowViewModel

    public init(viewModel: StatusRowViewModel, context: Context) {
        _viewModel = .init(initialValue: viewModel)
        self.context = context
    }

    public var body: some View { fatalError() }
}
