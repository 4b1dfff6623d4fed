import SwiftSyntax

/// Errors the Swift compiler reports while parsing that swift-syntax's parser accepts without a
/// diagnostic. The promise "a file whose input does not parse is never rewritten" means parse as
/// `swiftc -parse` does, so the pipeline runs this check on every file it is about to change (and
/// on every output) and skips the file, with the compiler's reason, when it finds one.
///
/// It covers the classes found by fuzzing real files: each is a check on one node, so a whole walk
/// costs a fraction of the parse. It is not a compiler: type errors, and parse errors swift-syntax
/// itself reports, are out of its scope.
public enum CompilerSyntaxCheck {
    public struct Error: Equatable, Sendable {
        public var position: AbsolutePosition
        public var message: String
    }

    /// The first such error in source order, or nil.
    public static func firstError(in tree: some SyntaxProtocol) -> Error? {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.errors.min { $0.position < $1.position }
    }

    static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

    private final class Visitor: SyntaxVisitor {
        var errors: [Error] = []

        private func report(_ node: some SyntaxProtocol, _ message: String) {
            errors.append(Error(position: node.positionAfterSkippingLeadingTrivia, message: message))
        }

        /// `private private var`, `static class func`, `private public var`.
        override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
            var seen = Set<String>()
            var accessLevel: DeclModifierSyntax?, setterAccessLevel: DeclModifierSyntax?, typeMember: DeclModifierSyntax?
            for modifier in node {
                let name = modifier.name.text
                let detail = modifier.detail?.detail.text
                if !seen.insert(name + "(" + (detail ?? "") + ")").inserted {
                    report(modifier, "duplicate modifier '\(modifier.trimmedDescription)'")
                    continue
                }
                if CompilerSyntaxCheck.accessLevels.contains(name) {
                    if detail == "set" {
                        if setterAccessLevel != nil { report(modifier, "multiple incompatible access-level modifiers specified") }
                        setterAccessLevel = modifier
                    } else {
                        if accessLevel != nil { report(modifier, "multiple incompatible access-level modifiers specified") }
                        accessLevel = modifier
                    }
                }
                if name == "static" || name == "class" {
                    if typeMember != nil {
                        report(modifier, "'\(name)' cannot appear after another 'static' or 'class' keyword")
                    }
                    typeMember = modifier
                }
            }
            return .skipChildren
        }

        /// `@(Router.self) var router`: an attribute is named by a type name. `@available()`,
        /// `@available(*)` and `@available(iOS 15, *,)`: an availability list names a platform and
        /// ends with one.
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if !node.attributeName.is(IdentifierTypeSyntax.self), !node.attributeName.is(MemberTypeSyntax.self) {
                report(node.attributeName, "expected an attribute name")
            }
            if node.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "available", let leftParen = node.leftParen {
                let list: AvailabilityArgumentListSyntax?
                if case let .availability(arguments)? = node.arguments { list = arguments } else { list = node.arguments == nil ? [] : nil }
                if let list {
                    if list.isEmpty {
                        report(node.rightParen ?? leftParen, "expected platform name or '*' for 'available' attribute")
                    } else if list.count == 1, list.first?.argument.as(TokenSyntax.self)?.tokenKind == .binaryOperator("*") {
                        report(node.rightParen ?? leftParen, "expected ',' in 'available' attribute")
                    } else if let comma = list.last?.trailingComma {
                        report(comma, "expected platform name")
                    }
                }
            }
            return .visitChildren
        }

        /// `case .a:` followed at once by another label: every label needs a statement.
        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
            if node.statements.isEmpty {
                let keyword = node.label.is(SwitchDefaultLabelSyntax.self) ? "default" : "case"
                report(node.label, "'\(keyword)' label in a 'switch' must have at least one executable statement")
            }
            return .visitChildren
        }

        /// `var var x = 1`, `case let .a(var x)`: a `var`/`let` pattern inside a declaration's or
        /// another pattern's `var`/`let`.
        override func visit(_ node: ValueBindingPatternSyntax) -> SyntaxVisitorContinueKind {
            var ancestor = node.parent
            while let current = ancestor {
                if current.is(ValueBindingPatternSyntax.self) || current.is(PatternBindingSyntax.self) {
                    report(node.bindingSpecifier, "'\(node.bindingSpecifier.text)' cannot appear nested inside another 'var' or 'let' pattern")
                    break
                }
                // Only patterns lead up to an enclosing binding; anything else ends the search.
                guard current.is(PatternSyntax.self) || current.is(TuplePatternElementSyntax.self) || current.is(TuplePatternElementListSyntax.self)
                    || current.is(ExpressionPatternSyntax.self) || current.is(ExprSyntax.self) || current.is(LabeledExprSyntax.self)
                    || current.is(LabeledExprListSyntax.self) || current.is(PatternExprSyntax.self)
                else { break }
                ancestor = current.parent
            }
            return .visitChildren
        }

        /// `case` in a struct, class, extension or at file scope.
        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            if !Self.isInEnumBody(node) { report(node.caseKeyword, "enum 'case' is not allowed outside of an enum") }
            return .visitChildren
        }

        /// `Text("a") #if os(iOS)` or `/* c */ #if os(iOS)` continuing an expression: the compiler
        /// takes a `#if` that does not begin its line for a new statement.
        override func visit(_ node: PostfixIfConfigExprSyntax) -> SyntaxVisitorContinueKind {
            if let poundIf = node.config.clauses.first?.poundKeyword, !Self.beginsItsLine(poundIf) {
                report(poundIf, "consecutive statements on a line must be separated by a newline (a '#if' that continues an expression must begin its line)")
            }
            return .visitChildren
        }

        /// A lone `$`, which swift-syntax reads as an identifier.
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            switch token.tokenKind {
            case .identifier("$"), .dollarIdentifier("$"):
                report(token, "'$' is not an identifier; use backticks to escape it")
            default:
                break
            }
            return .visitChildren
        }

        private static func isInEnumBody(_ node: EnumCaseDeclSyntax) -> Bool {
            var current = node.parent
            while let node = current {
                if node.is(EnumDeclSyntax.self) { return true }
                // Member lists, member items and `#if` blocks can stand between a case and its enum.
                guard node.is(MemberBlockItemSyntax.self) || node.is(MemberBlockItemListSyntax.self) || node.is(MemberBlockSyntax.self)
                    || node.is(IfConfigClauseSyntax.self) || node.is(IfConfigClauseListSyntax.self) || node.is(IfConfigDeclSyntax.self)
                else { return false }
                current = node.parent
            }
            return false
        }

        /// Whether only spaces and tabs stand between the last line break and `token`.
        private static func beginsItsLine(_ token: TokenSyntax) -> Bool {
            for piece in token.leadingTrivia.reversed() {
                switch piece {
                case .newlines, .carriageReturns, .carriageReturnLineFeeds: return true
                case .spaces, .tabs: continue
                default: return false
                }
            }
            return false
        }
    }
}
