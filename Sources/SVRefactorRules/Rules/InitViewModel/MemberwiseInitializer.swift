import SVRefactorCore
import SwiftSyntax

/// Writes out the initializer Swift synthesizes for a view without one, so a statement can be added
/// to it and every existing call site (`#Preview` included) still compiles.
///
/// Parameters follow the stored properties in declaration order with the same labels, types and
/// default values as the memberwise initializer. Properties whose wrappers are set up by their
/// attribute (`@Environment`, `@EnvironmentObject`, `@FocusState`, `@Namespace`) are left out: the
/// synthesized initializer takes them only as wrapper values that no call site passes.
struct MemberwiseInitializer {
    struct Parameter {
        var declaration: String
        var assignment: String
    }

    let types: TypeResolver

    private var model: ViewTypeModel { types.model }

    static let setUpByAttribute: Set<String> = ["Environment", "EnvironmentObject", "FocusState", "Namespace"]

    /// The parameters and assignments for every stored property but `excluded`, or why it cannot be written.
    func parameters(excluding excluded: Set<String>) -> Result<[Parameter], Refusal> {
        var parameters: [Parameter] = []
        for item in model.declaration.memberBlock.members {
            if item.decl.is(IfConfigDeclSyntax.self) {
                return .failure(Refusal(.unsupportedShape, "the view declares members inside #if, so its memberwise initializer depends on the build"))
            }
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.modifiers.containsStatic, !variable.isComputed else { continue }
            let wrapper = variable.attributes.propertyWrapperName
            if let wrapper, Self.setUpByAttribute.contains(wrapper) { continue }
            if ViewMember.isLeftOutOfMemberwiseInitializer(variable) { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    return .failure(Refusal(.unsupportedShape, "a stored property is declared with a pattern svrefactor cannot name"))
                }
                if excluded.contains(name) || isLet && binding.initializer != nil { continue }
                guard let property = model.properties[name] else { continue }
                if let type = property.typeAnnotation, types.privateNestedType(in: type) != nil {
                    return .failure(Refusal(.inaccessibleName, "'\(name)' has a private nested type, which an initializer's parameter cannot expose"))
                }
                let type = property.typeAnnotation.map { $0.trimmedDescription }
                    ?? binding.initializer.flatMap { types.inferredType(of: $0.value) }
                guard let type else {
                    return .failure(Refusal(.unknownType, "'\(name)' has no type annotation, so its initializer parameter cannot be written; annotate it"))
                }
                var defaultValue = binding.initializer.map { " = " + $0.value.trimmedDescription } ?? ""
                if defaultValue.isEmpty, !isLet, property.typeAnnotation?.is(OptionalTypeSyntax.self) == true { defaultValue = " = nil" }
                switch wrapper {
                case nil:
                    parameters.append(Parameter(declaration: "\(name): \(type)\(defaultValue)", assignment: "self.\(name) = \(name)"))
                case "State":
                    parameters.append(Parameter(declaration: "\(name): \(type)\(defaultValue)", assignment: "_\(name) = State(initialValue: \(name))"))
                case "Binding":
                    parameters.append(Parameter(declaration: "\(name): Binding<\(type)>", assignment: "_\(name) = \(name)"))
                case "FocusState.Binding":
                    parameters.append(Parameter(declaration: "\(name): FocusState<\(type)>.Binding", assignment: "_\(name) = \(name)"))
                case "ObservedObject", "Bindable":
                    parameters.append(Parameter(
                        declaration: "\(name): \(type)\(defaultValue)", assignment: "_\(name) = \(wrapper!)(wrappedValue: \(name))"))
                default:
                    return .failure(Refusal(
                        .unsupportedShape,
                        "the view has a @\(wrapper!) property ('\(name)'), whose part of the memberwise initializer svrefactor does not write; add an init by hand"))
                }
            }
        }
        return .success(parameters)
    }
}
