import SVRefactorCore
import SwiftSyntax

/// What the argument of `.foregroundColor(x)` is. Its parameter is `Color?`, so `x` is a `Color`,
/// a `Color?` or `nil`: proving it a colour means proving it is not optional. And since
/// `foregroundStyle` is generic over `ShapeStyle`, an implicit member (`.accentColor`) must be one
/// that `ShapeStyle` resolves to the same colour, or it is written `Color.accentColor`.
enum ColorArgument {
    /// A non-optional colour; the implicit members to write with `Color` in front.
    case color(qualifying: [MemberAccessExprSyntax])
    case nilLiteral
    /// Optional, with why (`` `x?.tint` uses optional chaining ``).
    case optional(String)
    /// Not provable, with what is unknown.
    case unknown(String)

    /// The colours `ShapeStyle where Self == Color` declares: `.red` means `Color.red` for both
    /// modifiers. Every other implicit member resolves differently (`.primary` is the hierarchical
    /// style) or not at all (`.accentColor`), so it is qualified.
    static let shapeStyleColors: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red", "teal",
        "white", "yellow",
    ]

    /// SwiftUI's other static colours.
    static let otherColors: Set<String> = ["primary", "secondary", "accentColor"]

    /// Every static colour of SwiftUI's `Color`.
    static var knownColors: Set<String> { shapeStyleColors.union(otherColors) }

    /// `Color` methods that return a `Color`.
    static let colorMethods: Set<String> = ["opacity", "mix"]
}

/// Works out a ``ColorArgument`` from syntax, the module's declarations (`extension Color { static
/// let brand = Color("Brand") }`) and, through `typeOf`, the types of names.
struct ColorArgumentProver {
    let module: ModuleLookup
    /// The type of a name or member chain (`tint`, `theme.labelColor`) as written or inferred, when certain.
    let typeOf: (ExprSyntax) -> String?
    /// The value a name of this file is declared with (`let accent = Color.hex(0xF1DC9C)`), for
    /// names whose type is not written.
    let declaredValue: (ExprSyntax) -> ExprSyntax?
    /// How many declared values the proof went through: a name declared by another name is
    /// followed a few times, never in circles.
    private var depth = 0

    /// The module's own types named `Color`, qualified (`Color`, `AppIconPicker.Color`).
    private let moduleColors: [String]

    init(module: ModuleLookup, typeOf: @escaping (ExprSyntax) -> String?, declaredValue: @escaping (ExprSyntax) -> ExprSyntax?) {
        self.module = module
        self.typeOf = typeOf
        self.declaredValue = declaredValue
        moduleColors = module.qualifiedNamesOfTypes(named: "Color")
    }

    /// Whether `Color` (and `.x`, looked up on it) at `node` may be the module's own rather than
    /// SwiftUI's: the module declares a `Color` at file scope, or nested in a type around `node`
    /// (its declaration or an extension of it), or nested in a class or protocol (subclasses and
    /// conforming types see it too); or a declaration around `node` has a generic parameter `Color`.
    /// A `Color` nested in an unrelated view does not change what `Color` means here.
    private func declaresColor(at node: some SyntaxProtocol) -> Bool {
        var enclosingTypes = Set<String>()
        for ancestor in sequence(first: Syntax(node), next: \.parent) {
            if let generics = ancestor.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause,
                generics.parameters.contains(where: { $0.name.text == "Color" })
            {
                return true
            }
            if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) {
                // `extension Picker.Row` sees what `Picker` nests too.
                let extended = extensionDecl.extendedType.trimmedDescription.split(separator: "<").first ?? ""
                enclosingTypes.formUnion(extended.split(separator: ".").map(String.init))
            } else if let type = ancestor.asProtocol(NamedDeclSyntax.self), ancestor.isProtocol(DeclGroupSyntax.self) {
                enclosingTypes.insert(type.name.text)
            }
        }
        return moduleColors.contains { qualified in
            guard let dot = qualified.lastIndex(of: ".") else { return true }
            let owner = String(qualified[..<dot])
            guard let kind = module.type(owner)?.kind, kind != .class, kind != .protocol else { return true }
            return enclosingTypes.contains(String(owner.split(separator: ".").last ?? Substring(owner)))
        }
    }

    func prove(_ expression: ExprSyntax) -> ColorArgument {
        switch expression.as(ExprSyntaxEnum.self) {
        case .nilLiteralExpr:
            return .nilLiteral
        case let .tupleExpr(tuple) where tuple.elements.count == 1 && tuple.elements.first?.label == nil:
            return prove(tuple.elements.first!.expression)
        case let .sequenceExpr(sequence):
            return prove(sequence: Array(sequence.elements))
        case let .memberAccessExpr(access):
            return prove(member: access)
        case let .functionCallExpr(call):
            return prove(call: call)
        case .declReferenceExpr:
            return proveByType(expression)
        case .optionalChainingExpr:
            return proveByType(expression)
        case let .forceUnwrapExpr(unwrap):
            // `tint!`: the colour inside a `Color?`.
            guard !Self.usesOptionalChaining(unwrap.expression), let type = typeOf(unwrap.expression) else {
                return .unknown("svrefactor cannot tell the type of `\(CheckSupport.oneLine(unwrap.expression))`")
            }
            switch Self.verdict(forType: type, of: CheckSupport.oneLine(unwrap.expression), qualifying: []) {
            case .color, .optional: return .color(qualifying: [])
            case let other: return other
            }
        default:
            return .unknown("svrefactor cannot tell the type of `\(CheckSupport.oneLine(expression))`")
        }
    }

    /// `c ? a : b` (as parsed: condition, `? a :`, rest) and `a ?? b`.
    private func prove(sequence elements: [ExprSyntax]) -> ColorArgument {
        if elements.count == 1 { return prove(elements[0]) }
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        {
            return Self.both(prove(ternary.thenExpression), prove(sequence: Array(elements[(index + 1)...])))
        }
        if let index = elements.lastIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
            // `a ?? b` has b's type: `a` is a `Color?` (the modifier took the whole), `b` decides.
            switch prove(sequence: Array(elements[(index + 1)...])) {
            case let .color(qualifying): return .color(qualifying: qualifying)
            case .nilLiteral: return .optional("`\(CheckSupport.oneLine(ExprListSyntax(elements)))` ends in nil")
            case let other: return other
            }
        }
        return .unknown("svrefactor cannot tell the type of `\(CheckSupport.oneLine(ExprListSyntax(elements)))`")
    }

    /// Both branches of a conditional: a colour only when both are.
    private static func both(_ first: ColorArgument, _ second: ColorArgument) -> ColorArgument {
        switch (first, second) {
        case let (.color(a), .color(b)): return .color(qualifying: a + b)
        case (.nilLiteral, _), (_, .nilLiteral): return .optional("one branch of the condition is nil")
        case let (.optional(reason), _), let (_, .optional(reason)): return .optional(reason)
        case let (.unknown(reason), _), let (_, .unknown(reason)): return .unknown(reason)
        }
    }

    /// `.red`, `.accentColor`, `Color.red`, `.brand` (a static colour of the module), `theme.tint`.
    private func prove(member access: MemberAccessExprSyntax) -> ColorArgument {
        let name = access.declName.baseName.text
        guard let base = access.base else {
            if ColorArgument.shapeStyleColors.contains(name) {
                // A `Color.red` of the module's own would shadow SwiftUI's for `Color?`, not for `ShapeStyle`.
                let isShadowed = !declaresColor(at: access) && module.type("Color")?.property(named: name) != nil
                return .color(qualifying: isShadowed ? [access] : [])
            }
            if declaresColor(at: access) { return .unknown("the module declares its own 'Color', so `.\(name)` may not be SwiftUI's") }
            if ColorArgument.otherColors.contains(name) { return .color(qualifying: [access]) }
            return staticColor(name, written: "." + name, qualifying: [access])
        }
        if isSwiftUIColor(base) {
            if ColorArgument.knownColors.contains(name) { return .color(qualifying: []) }
            return staticColor(name, written: CheckSupport.oneLine(access), qualifying: [])
        }
        // `DamusColors.green`: a static property of a type of the module.
        if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true,
            let owner = module.type(typeName), owner.property(named: name)?.isStatic == true
        {
            return staticColor(name, written: CheckSupport.oneLine(access), qualifying: [], owners: [owner.qualifiedName])
        }
        return proveByType(ExprSyntax(access))
    }

    /// `Color(…)`, `Color.init(…)`, `.init(…)`, `x.opacity(0.5)`, `.hex(0x…)` (a static method of the module).
    private func prove(call: FunctionCallExprSyntax) -> ColorArgument {
        let callee = call.calledExpression
        if isSwiftUIColor(callee) { return .color(qualifying: []) }
        guard let access = callee.as(MemberAccessExprSyntax.self) else {
            return .unknown("svrefactor cannot tell what `\(CheckSupport.oneLine(callee))(…)` returns")
        }
        let name = access.declName.baseName.text
        guard let base = access.base else {
            // `.init(…)` and `.hex(…)`: looked up on `Color`.
            if declaresColor(at: access) { return .unknown("the module declares its own 'Color', so `.\(name)(…)` may not be SwiftUI's") }
            if access.declName.baseName.tokenKind == .keyword(.`init`) { return .color(qualifying: [access]) }
            return staticColorMethod(name, written: ".\(name)(…)", qualifying: [access])
        }
        if access.declName.baseName.tokenKind == .keyword(.`init`), isSwiftUIColor(base) { return .color(qualifying: []) }
        if isSwiftUIColor(base) { return staticColorMethod(name, written: CheckSupport.oneLine(callee) + "(…)", qualifying: []) }
        if ColorArgument.colorMethods.contains(name) {
            switch prove(base) {
            case .color(let qualifying): return .color(qualifying: qualifying)
            case .nilLiteral: return .unknown("`\(CheckSupport.oneLine(base))` is nil")
            case let other: return other
            }
        }
        return .unknown("svrefactor cannot tell what `\(CheckSupport.oneLine(callee))(…)` returns")
    }

    /// `Color` or `SwiftUI.Color`, when it is SwiftUI's.
    private func isSwiftUIColor(_ expression: ExprSyntax) -> Bool {
        guard !declaresColor(at: expression) else { return false }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Color" }
        if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "Color" {
            return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        }
        return false
    }

    /// A static property of `Color` (or `ShapeStyle`, or the `owners` given) the module declares:
    /// a colour when its type is `Color` (written, or inferred from `Color(…)` or `Color.red`).
    private func staticColor(
        _ name: String, written: String, qualifying: [MemberAccessExprSyntax], owners: [String] = ["Color", "ShapeStyle"]
    ) -> ColorArgument {
        for owner in owners {
            guard let property = module.type(owner)?.property(named: name), property.isStatic else { continue }
            if let type = property.type { return Self.verdict(forType: owner == "Color" && type == "Self" ? "Color" : type, of: written, qualifying: qualifying) }
            switch property.initialValue {
            case let .call(callee)? where ["Color", "SwiftUI.Color"].contains(callee) || owner == "Color" && callee == "Self":
                return .color(qualifying: qualifying)
            case let .staticMember(type, member)? where ["Color", "SwiftUI.Color"].contains(type) || owner == "Color" && type == "Self":
                guard depth < 4 else { break }
                var deeper = self
                deeper.depth += 1
                if ColorArgument.knownColors.contains(member) { return .color(qualifying: qualifying) }
                if case .color = deeper.staticColor(member, written: "\(type).\(member)", qualifying: []) { return .color(qualifying: qualifying) }
            default:
                break
            }
            return .unknown("the module declares `\(written)` without a type svrefactor can tell; annotate it (`static let \(name): Color = …`)")
        }
        return .unknown("`\(written)` is not one of SwiftUI's colours, and no extension of Color in the module declares it")
    }

    /// A static method of `Color` (or `ShapeStyle`) the module declares, returning `Color`.
    private func staticColorMethod(_ name: String, written: String, qualifying: [MemberAccessExprSyntax]) -> ColorArgument {
        for owner in ["Color", "ShapeStyle"] {
            let methods = module.type(owner)?.methods(named: name).filter(\.isStatic) ?? []
            guard !methods.isEmpty else { continue }
            let types = Set(methods.map { $0.returnType ?? "" })
            guard types.count == 1, let type = types.first else { break }
            return Self.verdict(forType: owner == "Color" && type == "Self" ? "Color" : type, of: written, qualifying: qualifying)
        }
        return .unknown("svrefactor cannot tell what `\(written)` returns")
    }

    private func proveByType(_ expression: ExprSyntax) -> ColorArgument {
        let written = CheckSupport.oneLine(expression)
        if Self.usesOptionalChaining(expression) { return .optional("`\(written)` uses optional chaining") }
        if let type = typeOf(expression) { return Self.verdict(forType: type, of: written, qualifying: []) }
        if depth < 4, let value = declaredValue(expression) {
            // `yellow1`, declared `private let yellow1 = Color.hex(0xF1DC9C)`: its value's type.
            var deeper = self
            deeper.depth += 1
            switch deeper.prove(value) {
            case .color: return .color(qualifying: [])
            case .nilLiteral: return .optional("`\(written)` is declared nil")
            case let other: return other
            }
        }
        return .unknown("svrefactor cannot tell the type of `\(written)`")
    }

    private static func verdict(forType type: String, of written: String, qualifying: [MemberAccessExprSyntax]) -> ColorArgument {
        let compact = type.filter { $0 != " " }
        if ["Color", "SwiftUI.Color"].contains(compact) { return .color(qualifying: qualifying) }
        if ["Color?", "SwiftUI.Color?", "Optional<Color>", "Color!"].contains(compact) { return .optional("`\(written)` is a `\(type)`") }
        return .unknown("`\(written)` is a `\(type)`, which svrefactor does not know as Color")
    }

    /// `a?.b`, `a?.b.c`: optional chaining on the way to the value.
    private static func usesOptionalChaining(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                return false
            }
        }
    }
}
