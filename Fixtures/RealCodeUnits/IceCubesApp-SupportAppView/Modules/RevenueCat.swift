// Hand-written stand-in for RevenueCat (purchases-ios): the calls the unit makes, with the SDK's shapes.
import Foundation

public final class StoreProduct: @unchecked Sendable {
    public var productIdentifier: String { fatalError() }
    public var price: Decimal { fatalError() }
    public var localizedPriceString: String { fatalError() }
}

public final class EntitlementInfo: @unchecked Sendable {
    public var isActive: Bool { fatalError() }
}

public final class EntitlementInfos: @unchecked Sendable {
    public var all: [String: EntitlementInfo] { fatalError() }
    public var active: [String: EntitlementInfo] { fatalError() }
    public subscript(key: String) -> EntitlementInfo? { all[key] }
}

public final class CustomerInfo: @unchecked Sendable {
    public var entitlements: EntitlementInfos { fatalError() }
}

public final class StoreTransaction: @unchecked Sendable {}

public typealias PurchaseResultData = (transaction: StoreTransaction?, customerInfo: CustomerInfo, userCancelled: Bool)

public final class Purchases: @unchecked Sendable {
    public static var shared: Purchases { fatalError() }
    public func getProducts(_ productIdentifiers: [String], completion: @escaping ([StoreProduct]) -> Void) {}
    public func getCustomerInfo(completion: @escaping (CustomerInfo?, Error?) -> Void) {}
    public func restorePurchases(completion: ((CustomerInfo?, Error?) -> Void)? = nil) {}
    public func purchase(product: StoreProduct) async throws -> PurchaseResultData { fatalError() }
}
