import SwiftSyntax

/// The generic parameters a subview of a generic view carries: those of the view's parameters its
/// code and its inputs' types name, with the constraints on them.
///
/// `struct Picker<Value: Hashable>: View` with a helper that shows a `Value` gives
/// `private struct OptionRow<Value: Hashable>: View`. Its call site leaves the arguments to
/// inference when an input the call passes as a plain value holds each parameter
/// (`OptionRow(value: value)`), and writes them (`OptionRow<Value>(…)`) otherwise, for example
/// when a parameter only appears inside the body or in a closure's signature.
struct SubviewGenerics: Equatable {
    /// `<Value: Hashable>`, or "" for a subview that needs none.
    var parameterClause = ""
    /// ` where Data.Element == Value`, or "".
    var whereClause = ""
    /// `<Value>` for a call site that must name the arguments, or "".
    var callArguments = ""
    /// The view's parameters the subview declares, in the view's order.
    var parameters: [String] = []

    static let none = SubviewGenerics()

    /// One generic parameter of the view, and the requirements on it.
    private struct Parameter {
        var name: String
        /// `Value: Hashable` as the view writes it.
        var text: String
        /// Names of other parameters its own constraint mentions (`C: Collection<T>`).
        var mentions: Set<String>
    }

    /// The subview's generics, given the words its helper's code uses (`usedNames`), its inputs,
    /// and the generic arguments that subviews it creates need written at their call sites
    /// (`nestedCallNames`).
    static func make(for view: StructDeclSyntax, usedNames: Set<String>, inputs: [SubviewInput], nestedCallNames: Set<String>) -> SubviewGenerics {
        guard let clause = view.genericParameterClause else { return .none }
        let all = clause.parameters.map(\.name.text)
        let parameters = clause.parameters.map { parameter in
            Parameter(
                name: parameter.name.text,
                text: parameter.with(\.trailingComma, nil).trimmedDescription,
                mentions: words(in: parameter.inheritedType.map(Syntax.init)).intersection(all))
        }
        let requirements = (view.genericWhereClause?.requirements ?? []).map { requirement in
            (text: requirement.with(\.trailingComma, nil).trimmedDescription, mentions: words(in: Syntax(requirement)).intersection(all))
        }
        let inputWords = inputs.reduce(into: Set<String>()) { $0.formUnion($1.mentionedWords) }
        var needed = usedNames.union(inputWords).union(nestedCallNames).intersection(all)
        // A parameter whose constraint ties it to another needs that one too (`C.Element == T`).
        var changed = true
        while changed {
            changed = false
            for parameter in parameters where needed.contains(parameter.name) && !parameter.mentions.isSubset(of: needed) {
                needed.formUnion(parameter.mentions)
                changed = true
            }
            for requirement in requirements where !requirement.mentions.isDisjoint(with: needed) && !requirement.mentions.isSubset(of: needed) {
                needed.formUnion(requirement.mentions)
                changed = true
            }
        }
        guard !needed.isEmpty else { return .none }
        let kept = parameters.filter { needed.contains($0.name) }
        let keptRequirements = requirements.filter { !$0.mentions.isDisjoint(with: needed) }.map(\.text)
        // Parameters the call site can infer: held by an input passed as a value (not a closure
        // literal, whose parameter types would have to come from the subview).
        var inferred = Set<String>()
        for input in inputs where input.isPassed && !input.callsDropLabels {
            var written = input.type ?? ""
            if case let .parameter(_, defaultValue?, _) = input.kind { written += " = " + defaultValue }
            inferred.formUnion(inferableWords(in: written).intersection(needed))
        }
        var generics = SubviewGenerics()
        generics.parameters = kept.map(\.name)
        generics.parameterClause = "<" + kept.map(\.text).joined(separator: ", ") + ">"
        generics.whereClause = keptRequirements.isEmpty ? "" : " where " + keptRequirements.joined(separator: ", ")
        if !needed.isSubset(of: inferred) {
            generics.callArguments = "<" + generics.parameters.joined(separator: ", ") + ">"
        }
        return generics
    }

    /// The identifier tokens of a node.
    static func words(in node: Syntax?) -> Set<String> {
        guard let node else { return [] }
        return Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case let .identifier(text) = token.tokenKind { return text }
            return nil
        })
    }

    /// The words of a declaration that name a type Swift can infer from a value: not those only
    /// written as the base of a member type (`Editor` in `[Editor.Element]`: an associated type does
    /// not tell which `Editor`).
    static func inferableWords(in text: String) -> Set<String> {
        var found = Set<String>()
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty, character != "." { found.insert(word) }
            word = ""
        }
        return found
    }

    /// The identifier-like words of generated code text (an input's declaration).
    static func words(in text: String) -> Set<String> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }
}
