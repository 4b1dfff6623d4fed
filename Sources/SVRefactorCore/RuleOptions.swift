/// Declares one option of a rule: its name on the command line (`--option NAME=VALUE`), its type and default.
public struct RuleOptionSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case integer(minimum: Int, maximum: Int)
        case boolean
        case choice([String])
        case string
        /// A version (`17`, `17.0`, `10.15`), or `auto` for "read it from the project".
        case versionOrAuto
        /// An ordering of all of these names, each once, separated by commas (a YAML list in
        /// `.svrefactor.yml`): `environment, let-properties, stored-properties, …`.
        case ordering([String])
    }

    public var name: String
    public var summary: String
    public var kind: Kind
    public var defaultValue: String

    public init(name: String, summary: String, kind: Kind, defaultValue: String) {
        self.name = name
        self.summary = summary
        self.kind = kind
        self.defaultValue = defaultValue
    }

    /// Human-readable description of the accepted values, for `explain` and error messages.
    public var acceptedValues: String {
        switch kind {
        case let .integer(minimum, maximum): return "an integer from \(minimum) to \(maximum)"
        case .boolean: return "true or false"
        case let .choice(choices): return "one of " + choices.joined(separator: ", ")
        case .string: return "text"
        case .versionOrAuto: return "a version such as 17 or 17.0, or auto"
        case let .ordering(names): return "every one of " + names.joined(separator: ", ") + ", once each, in the order wanted"
        }
    }

    /// Checks `value` and returns its canonical spelling, or throws a message naming the option.
    public func validate(_ value: String) throws(RuleOptionError) -> String {
        switch kind {
        case let .integer(minimum, maximum):
            guard let number = Int(value), (minimum...maximum).contains(number) else { break }
            return String(number)
        case .boolean:
            switch value.lowercased() {
            case "true", "yes", "1": return "true"
            case "false", "no", "0": return "false"
            default: break
            }
        case let .choice(choices):
            if choices.contains(value) { return value }
        case .string:
            return value
        case .versionOrAuto:
            if value == "auto" { return value }
            if let version = DeploymentTarget.parseVersion(value) { return DeploymentTarget.format(version) }
        case let .ordering(names):
            let given = value.split(separator: ",").map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
            if let unknown = given.first(where: { !names.contains($0) }) {
                throw RuleOptionError("invalid value '\(value)' for option '\(name)': '\(unknown)' is not one of \(names.joined(separator: ", "))")
            }
            var seen = Set<String>()
            if let twice = given.first(where: { !seen.insert($0).inserted }) {
                throw RuleOptionError("invalid value '\(value)' for option '\(name)': '\(twice)' is listed twice")
            }
            let missing = names.filter { !seen.contains($0) }
            guard missing.isEmpty else {
                throw RuleOptionError("invalid value '\(value)' for option '\(name)': it leaves out \(missing.joined(separator: ", ")); list every one of \(names.joined(separator: ", "))")
            }
            return given.joined(separator: ",")
        }
        throw RuleOptionError("invalid value '\(value)' for option '\(name)': expected \(acceptedValues)")
    }
}

public struct RuleOptionError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The resolved options of one rule: every declared option has a valid value (its default or an override).
public struct RuleOptionValues: Sendable, Equatable {
    private var values: [String: String]

    /// Resolves `overrides` against `specs`. Overrides for options the rule does not declare are ignored,
    /// because one command line can configure several rules; callers check that each override is
    /// declared by at least one selected rule.
    public init(specs: [RuleOptionSpec], overrides: [String: String] = [:]) throws(RuleOptionError) {
        var values: [String: String] = [:]
        for spec in specs {
            values[spec.name] = try spec.validate(overrides[spec.name] ?? spec.defaultValue)
        }
        self.values = values
    }

    /// The options' defaults. Declared defaults are validated by the rule tests.
    public static func defaults(for specs: [RuleOptionSpec]) -> RuleOptionValues {
        (try? RuleOptionValues(specs: specs)) ?? RuleOptionValues(unchecked: [:])
    }

    private init(unchecked values: [String: String]) { self.values = values }

    /// `name=value` pairs sorted by name: equal for equal values (the result cache keys on it).
    public var canonicalDescription: String {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
    }

    public func string(_ name: String) -> String {
        guard let value = values[name] else { preconditionFailure("option '\(name)' is not declared by this rule") }
        return value
    }

    public func integer(_ name: String) -> Int {
        guard let number = Int(string(name)) else { preconditionFailure("option '\(name)' is not an integer") }
        return number
    }

    public func boolean(_ name: String) -> Bool { string(name) == "true" }

    /// An `ordering` option: its names in order.
    public func ordering(_ name: String) -> [String] {
        string(name).split(separator: ",").map(String.init)
    }

    /// A `versionOrAuto` option: nil for `auto`.
    public func version(_ name: String) -> [Int]? {
        DeploymentTarget.parseVersion(string(name))
    }
}
