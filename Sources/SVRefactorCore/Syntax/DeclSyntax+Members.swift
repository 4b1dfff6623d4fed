import SwiftSyntax

extension VariableDeclSyntax {
    /// A property with a getter (`var x: T { … }`, `get`/`set`), as opposed to stored (with or without observers).
    public var isComputed: Bool {
        bindings.contains { binding in
            switch binding.accessorBlock?.accessors {
            case .getter: return true
            case let .accessors(list):
                return list.contains { accessor in
                    let kind = accessor.accessorSpecifier.tokenKind
                    return kind != .keyword(.willSet) && kind != .keyword(.didSet)
                }
            case nil: return false
            }
        }
    }

    /// Names bound by this declaration (`let a, b: Int` binds `a` and `b`).
    public var boundNames: [String] {
        bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }
}

extension DeclModifierListSyntax {
    /// `static`, or `class` (a class's overridable static member).
    public var containsStatic: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// `private` or `fileprivate` (not `private(set)`).
    public var isPrivate: Bool {
        contains { modifier in
            (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate)) && modifier.detail == nil
        }
    }
}

extension SyntaxProtocol {
    /// Every descendant node in source order (not including `self`).
    public func descendants() -> [Syntax] {
        var result: [Syntax] = []
        var stack = Array(children(viewMode: .sourceAccurate).reversed())
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return result
    }
}
