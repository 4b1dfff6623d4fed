import ArgumentParser
import SwiftParser
import SwiftSyntax

/// One `--at path:line[:column]`: the path may itself hold colons, so the numbers are read from the end.
package struct SelectionArgument: Equatable {
    package var path: String
    var line: Int
    var column: Int?

    package init(_ argument: String) throws(ValidationError) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let numbers = parts.reversed().prefix { Int($0) != nil }.count
        guard numbers >= 1, parts.count > numbers else {
            throw ValidationError("--at: '\(argument)' is not path:line or path:line:column (for example Sources/Profile/ProfileView.swift:42:9)")
        }
        // `a.swift:3:4`: line and column; `a:b.swift:3`: only a line.
        let takesColumn = numbers >= 2
        path = parts[..<(parts.count - (takesColumn ? 2 : 1))].joined(separator: ":")
        line = Int(parts[parts.count - (takesColumn ? 2 : 1)])!
        column = takesColumn ? Int(parts[parts.count - 1])! : nil
        guard !path.isEmpty else { throw ValidationError("--at: '\(argument)' names no file") }
        guard line >= 1, column.map({ $0 >= 1 }) ?? true else {
            throw ValidationError("--at: '\(argument)': lines and columns count from 1")
        }
    }

    /// Whether `name` can name a type or a method as written, without backticks.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        guard name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isXIDContinue }) else { return false }
        // Keywords parse as something else: `struct self {}` does not declare `self`.
        let tree = Parser.parse(source: "struct \(name) {}")
        return !tree.hasError && tree.statements.first?.item.as(StructDeclSyntax.self)?.name.tokenKind == .identifier(name)
    }
}
