import SVRefactorCore

/// Whether a class is isolated to the main actor by something other than `@MainActor` written on
/// it: a superclass of the module that is, or a protocol it conforms to in its declaration that
/// is (of the module, or one of Apple's main-actor protocols and classes that a model could adopt).
///
/// A target built with default main-actor isolation (`-default-isolation MainActor`, SwiftPM's
/// `.defaultIsolation(MainActor.self)`, Xcode's `SWIFT_DEFAULT_ACTOR_ISOLATION`) isolates every
/// class; that is a build setting, which the sources svrefactor reads do not show.
enum MainActorIsolation {
    static func isIsolated(_ facts: TypeFacts?, module: ModuleLookup, depth: Int = 0) -> Bool {
        guard let facts, depth < 8 else { return false }
        if facts.attributes.contains("MainActor") { return true }
        // Conformances in the declaration itself infer isolation; those in extensions do not.
        for inherited in facts.primary?.inheritedTypes ?? [] {
            if AppleMainActorTypes.isolatesAdopters(inherited) { return true }
            if isIsolated(module.resolve(inherited, from: facts.enclosingScope), module: module, depth: depth + 1) { return true }
        }
        return false
    }
}
