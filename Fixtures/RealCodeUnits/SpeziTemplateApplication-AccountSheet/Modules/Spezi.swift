// Hand-written stand-in for the Spezi package (StanfordSpezi/Spezi): modules, the module result
// builder and the preview modifier the unit uses.
import SwiftUI

public protocol Module: AnyObject, SendableMetatype {}

public protocol Standard: Actor, Module {}

public class ModuleCollection {
    init(elements: [any Module]) {}
}

@resultBuilder
public enum ModuleBuilder {
    public static func buildExpression<M: Module>(_ expression: M) -> [any Module] { [expression] }
    public static func buildExpression(_ expression: ModuleCollection) -> [any Module] { [] }
    public static func buildBlock(_ modules: [any Module]...) -> [any Module] { modules.flatMap { $0 } }
    public static func buildOptional(_ module: [any Module]?) -> [any Module] { module ?? [] }
    public static func buildEither(first: [any Module]) -> [any Module] { first }
    public static func buildEither(second: [any Module]) -> [any Module] { second }
    public static func buildArray(_ modules: [[any Module]]) -> [any Module] { modules.flatMap { $0 } }
    public static func buildLimitedAvailability(_ module: [any Module]) -> [any Module] { module }
    public static func buildFinalResult(_ module: [any Module]) -> ModuleCollection { ModuleCollection(elements: module) }
}

public enum LifecycleSimulationOptions {
    case disabled
}

extension View {
    @MainActor
    public func previewWith<S: Standard>(
        standard: S,
        simulateLifecycle: LifecycleSimulationOptions = .disabled,
        @ModuleBuilder _ modules: () -> ModuleCollection
    ) -> some View {
        self
    }

    @MainActor
    public func previewWith(
        simulateLifecycle: LifecycleSimulationOptions = .disabled,
        @ModuleBuilder _ modules: () -> ModuleCollection
    ) -> some View {
        self
    }
}
