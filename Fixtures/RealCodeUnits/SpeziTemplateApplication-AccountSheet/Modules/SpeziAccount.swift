// Hand-written stand-in for the SpeziAccount package (StanfordSpezi/SpeziAccount): the account
// model, the account views and environment values, and the testing-support configuration the unit uses.
import Spezi
import SwiftUI

// Account.swift
@Observable
public final class Account {
    @MainActor public private(set) var signedIn: Bool = false
    @MainActor public private(set) var details: AccountDetails?

    init() {}
}

// AccountValue/Collections/AccountDetails.swift, AccountValue/Keys (the `@AccountKey` accessors)
public struct AccountDetails {
    public init() {}

    public var userId: String {
        get { "" }
        set {}
    }

    public var name: PersonNameComponents? {
        get { nil }
        set {}
    }
}

// AccountService/AccountService.swift, Mock/InMemoryAccountService.swift
public protocol AccountService: Module, Sendable {}

public enum UserIdType: Equatable, Sendable {
    case emailAddress
    case username
}

public struct UserIdConfiguration {
    public static let emailAddress = UserIdConfiguration()
}

@MainActor
public final class InMemoryAccountService: AccountService {
    public struct ConfiguredIdentityProvider: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let all = ConfiguredIdentityProvider(rawValue: 7)
    }

    public init(_ type: UserIdConfiguration = .emailAddress, configure configured: ConfiguredIdentityProvider = .all) {}
}

// AccountValue/Configuration/AccountValueConfiguration.swift
public struct AccountValueConfiguration {
    public static let `default` = AccountValueConfiguration()
}

// AccountConfiguration.swift
public final class AccountConfiguration {
    init() {}

    @_spi(TestingSupport)
    public convenience init<Service: AccountService>(service: Service) {
        self.init()
    }

    @_spi(TestingSupport)
    public convenience init<Service: AccountService>(
        service: Service,
        configuration: AccountValueConfiguration = .default,
        activeDetails: AccountDetails
    ) {
        self.init()
    }
}

extension AccountConfiguration: Module {}

// AccountOverview.swift
public struct AccountOverview<AdditionalSections: View>: View {
    public enum CloseBehavior {
        case disabled
        case showCloseButton
    }

    public enum AccountDeletionBehavior {
        case disabled
        case inEditMode
        case belowLogout
    }

    public init(
        close closeBehavior: CloseBehavior = .disabled,
        deletion deletionBehavior: AccountDeletionBehavior = .inEditMode,
        @ViewBuilder additionalSections: () -> AdditionalSections = { EmptyView() }
    ) {}

    public var body: some View { fatalError() }
}

// AccountSetup.swift, Views/AccountSetup/DefaultAccountSetupHeader.swift
public struct DefaultAccountSetupHeader: View {
    public init() {}
    public var body: some View { fatalError() }
}

public struct AccountSetup<Header: View, Continue: View>: View {
    public init(
        setupComplete: @MainActor @escaping (AccountDetails) async -> Void = { _ in },
        @ViewBuilder header: () -> Header = { DefaultAccountSetupHeader() },
        @ViewBuilder `continue`: () -> Continue = { EmptyView() }
    ) {}

    public var body: some View { fatalError() }
}

// Views/AccountSetup/AccountSetupState.swift
public enum AccountSetupState {
    case presentingSignup
    case loadingExistingAccount
    case presentingExistingAccount
}

// Environment/AccountRequiredKey.swift and AccountSetupState.swift declare these with `@Entry`
private struct AccountRequiredKey: EnvironmentKey {
    static let defaultValue = false
}

private struct AccountSetupStateKey: EnvironmentKey {
    static let defaultValue = AccountSetupState.presentingSignup
}

extension EnvironmentValues {
    public var accountRequired: Bool {
        get { self[AccountRequiredKey.self] }
        set { self[AccountRequiredKey.self] = newValue }
    }

    public var accountSetupState: AccountSetupState {
        get { self[AccountSetupStateKey.self] }
        set { self[AccountSetupStateKey.self] = newValue }
    }
}
