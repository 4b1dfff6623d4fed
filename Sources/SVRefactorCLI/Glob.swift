#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An `--exclude` pattern.
///
/// A pattern without `/` matches any single path component (`Generated`, `*.pb.swift`), like a
/// .gitignore entry. A pattern with `/` matches the whole path relative to the current directory
/// (`Sources/Legacy/*`), where `**` stands for any number of components.
struct Glob: Sendable {
    let pattern: String
    private let components: [String]
    private let matchesAnyComponent: Bool

    init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        matchesAnyComponent = !trimmed.contains("/")
    }

    /// Whether `relativePath` (components separated by `/`) is excluded by this pattern.
    func matches(_ relativePath: String) -> Bool {
        let pathComponents = relativePath.split(separator: "/").map(String.init)
        if matchesAnyComponent, let only = components.first {
            return pathComponents.contains { Self.matchComponent(only, $0) }
        }
        return Self.match(components[...], pathComponents[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            // `**` swallows zero or more components.
            var suffix = path
            while true {
                if match(rest, suffix) { return true }
                guard !suffix.isEmpty else { return false }
                suffix = suffix.dropFirst()
            }
        }
        guard let first = path.first, matchComponent(head, first) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
