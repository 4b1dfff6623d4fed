// Hand-written stand-in for sindresorhus/Defaults: the key types and the @Default wrapper, with the real shapes.
import Foundation
import SwiftUI

public enum Defaults {
    public class _AnyKey: @unchecked Sendable {
        public let name: String
        init(name: String) { self.name = name }
    }

    public typealias Keys = _AnyKey

    public final class Key<Value>: _AnyKey, @unchecked Sendable {
        public let defaultValue: Value
        public init(_ name: String, default defaultValue: Value, suite: UserDefaults = .standard) {
            self.defaultValue = defaultValue
            super.init(name: name)
        }
    }

    public static subscript<Value>(key: Key<Value>) -> Value {
        get { key.defaultValue }
        set {}
    }
}

@propertyWrapper
public struct Default<Value>: DynamicProperty {
    public init(_ key: Defaults.Key<Value>) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}
