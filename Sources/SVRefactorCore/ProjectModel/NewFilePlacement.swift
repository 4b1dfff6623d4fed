/// Whether the build compiles a Swift file created in a folder, as the project files around it
/// say. A rule that creates files (move-subviews-to-files) creates one only where the answer is
/// ``pickedUp(by:)``: a file the build never compiles would break every use of what moved into it.
///
/// The CLI reads the project files (``ProjectFiles``) and sets the answer per folder in
/// ``ProjectModel/newFileFolders``; this type only holds it.
public enum NewFilePlacement: Sendable, Equatable {
    /// The build compiles every Swift file of the folder: a SwiftPM target, an Xcode 16
    /// synchronized folder, the sources of an XcodeGen spec or a Tuist manifest. The text says which
    /// (`the SwiftPM package Package.swift`).
    case pickedUp(by: String)
    /// An Xcode project that lists its files one by one: a new file compiles only once someone adds
    /// it, and svrefactor does not edit `project.pbxproj`.
    case listedFileByFile(project: String)
    /// Nothing around the folder says whether a new file would be compiled; the text says why.
    case unknown(String)
}

/// What the run knows about creating files, by folder (display paths, `""` for the current one).
public struct NewFileFolders: Sendable, Equatable {
    /// Folder → whether a new Swift file there would be compiled.
    public var placements: [String: NewFilePlacement]
    /// Folders the run cannot create files in (permissions).
    public var unwritable: Set<String>
    /// Folders whose build turns on SE-0444 (`MemberImportVisibility`): a file then sees the
    /// members of a module's types only when it imports that module itself, so a new file keeps
    /// every import of the file its code came from.
    public var importsMembersExplicitly: Set<String>

    public init(placements: [String: NewFilePlacement] = [:], unwritable: Set<String> = [], importsMembersExplicitly: Set<String> = []) {
        self.placements = placements
        self.unwritable = unwritable
        self.importsMembersExplicitly = importsMembersExplicitly
    }

    /// The folder of a display path: `Views` for `Views/Row.swift`, `""` for `Row.swift`.
    public static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    public func placement(ofFolder folder: String) -> NewFilePlacement {
        placements[folder] ?? .unknown("svrefactor did not read the project files around this folder")
    }

    /// A stable text of everything here, for the result cache's module digest.
    public var cacheKey: String {
        placements.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
            + "|" + unwritable.sorted().joined(separator: ";") + "|" + importsMembersExplicitly.sorted().joined(separator: ";")
    }
}

/// Reads the project files that decide ``NewFilePlacement``: what each format says about the
/// folders it compiles. Text in, facts out; the CLI finds the files.
public enum ProjectFiles {
    /// The folders (relative to the project's folder) that an Xcode project's synchronized groups
    /// (`PBXFileSystemSynchronizedRootGroup`, Xcode 16) compile whole, and the file names its
    /// `PBXFileReference`s list one by one.
    public struct XcodeProject: Sendable, Equatable {
        public var synchronizedFolders: [String]
        public var listedFileNames: Set<String>
        /// Synchronized folder → the files in it (paths relative to it) that some target leaves
        /// out (`membershipExceptions`): a new file beside one of them would not be left out.
        public var membershipExceptions: [String: Set<String>] = [:]
    }

    /// Reads `project.pbxproj` (an old-style property list): each synchronized group's folder is its
    /// path joined to those of the groups above it, as Xcode resolves `<group>` paths.
    public static func xcodeProject(_ text: String) -> XcodeProject {
        var parser = PropertyListParser(Array(text.utf8))
        guard case let .dictionary(root)? = parser.parseValue(), case let .dictionary(objects)? = root["objects"] else {
            return XcodeProject(synchronizedFolders: [], listedFileNames: [])
        }
        var parentOf: [String: String] = [:]
        var listed = Set<String>()
        for (id, object) in objects {
            guard case let .dictionary(fields) = object else { continue }
            if case let .array(children)? = fields["children"] {
                for case let .string(child) in children { parentOf[child] = id }
            }
            if case .string("PBXFileReference")? = fields["isa"], case let .string(path)? = fields["path"] {
                listed.insert(path.split(separator: "/").last.map(String.init) ?? path)
            }
        }
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, case let .dictionary(fields)? = objects[id] else { return nil }
            let own: String? = if case let .string(path)? = fields["path"] { path } else { nil }
            let sourceTree: String? = if case let .string(tree)? = fields["sourceTree"] { tree } else { nil }
            // Only paths relative to the enclosing group or to the project resolve here.
            if sourceTree == "SOURCE_ROOT" { return own ?? "" }
            if let sourceTree, sourceTree != "<group>" { return nil }
            guard let parent = parentOf[id] else { return own ?? "" }
            guard let above = path(of: parent, depth: depth + 1) else { return nil }
            guard let own else { return above }
            return above.isEmpty ? own : above + "/" + own
        }
        var folders: [String] = []
        var exceptions: [String: Set<String>] = [:]
        for (id, object) in objects {
            guard case let .dictionary(fields) = object, case .string("PBXFileSystemSynchronizedRootGroup")? = fields["isa"],
                let folder = path(of: id)
            else { continue }
            folders.append(folder)
            guard case let .array(sets)? = fields["exceptions"] else { continue }
            for case let .string(setID) in sets {
                guard case let .dictionary(set)? = objects[setID], case let .array(paths)? = set["membershipExceptions"] else { continue }
                for case let .string(path) in paths { exceptions[folder, default: []].insert(path) }
            }
        }
        return XcodeProject(synchronizedFolders: folders.sorted(), listedFileNames: listed, membershipExceptions: exceptions)
    }

    /// Whether a package manifest names its targets' files one by one (`sources:`): a new file in
    /// a target's folder is then not compiled unless listed. Without `sources:`, SwiftPM compiles
    /// every Swift file under a target's folder.
    public static func packageListsSources(_ manifest: String) -> Bool {
        manifest.utf8.split(separator: UInt8(ascii: "\n")).contains { line in
            guard let at = firstIndex(of: "sources:", in: line) else { return false }
            // The argument label itself (not `resources:`), not in a comment.
            if at > line.startIndex, let before = line[..<at].last, before == UInt8(ascii: "_") || (before | 0x20) >= UInt8(ascii: "a") && (before | 0x20) <= UInt8(ascii: "z") {
                return false
            }
            return firstIndex(of: "//", in: line[..<at]) == nil
        }
    }

    /// The folders a Tuist manifest (`Project.swift`) compiles whole: the part before `/**` of each
    /// source glob (`"Targets/App/Sources/**"`), relative to the manifest's folder.
    public static func tuistSourceFolders(_ manifest: String) -> [String] {
        var folders: [String] = []
        for literal in manifest.utf8.split(separator: UInt8(ascii: "\""), omittingEmptySubsequences: false).enumerated() where literal.offset % 2 == 1 {
            guard let at = firstIndex(of: "/**", in: literal.element) else { continue }
            let folder = literal.element[..<at]
            guard !folder.contains(UInt8(ascii: "*")) else { continue }
            folders.append(String(decoding: folder, as: UTF8.self))
        }
        return folders
    }

    /// The custom folders of a manifest's targets: `path: "App/Sources"`.
    public static func targetPaths(_ manifest: String) -> [String] {
        let bytes = Array(manifest.utf8), key = Array("path: \"".utf8)
        var paths: [String] = []
        var index = 0
        while index + key.count <= bytes.count {
            guard bytes[index..<(index + key.count)].elementsEqual(key) else {
                index += 1
                continue
            }
            let start = index + key.count
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") { paths.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            index = end
        }
        return paths
    }

    private static func firstIndex(of needle: String, in haystack: Substring.UTF8View.SubSequence) -> Substring.UTF8View.Index? {
        let pattern = Array(needle.utf8)
        var index = haystack.startIndex
        while index < haystack.endIndex {
            if haystack[index...].starts(with: pattern) { return index }
            index = haystack.index(after: index)
        }
        return nil
    }

    /// Whether a manifest or build settings text turns on SE-0444, `MemberImportVisibility`.
    public static func enablesMemberImportVisibility(_ text: String) -> Bool {
        text.contains("MemberImportVisibility")
    }

    /// Whether `folder` is `container` or below it (both relative paths, `""` for the root).
    public static func folder(_ folder: String, isWithin container: String) -> Bool {
        let container = container.hasSuffix("/") ? String(container.dropLast()) : container
        return container.isEmpty || container == "." || folder == container || folder.hasPrefix(container + "/")
    }
}

/// Just enough of an old-style (OpenStep) property list for `project.pbxproj`: dictionaries,
/// arrays and strings, quoted or bare; comments skipped.
struct PropertyListParser {
    indirect enum Value: Equatable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseValue() -> Value? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var dictionary: [String: Value] = [:]
            while true {
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(dictionary)
                }
                guard case let .string(key)? = parseValue() else { return nil }
                skipTrivia()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                index += 1
                guard let value = parseValue() else { return nil }
                dictionary[key] = value
                skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
            }
        case UInt8(ascii: "("):
            index += 1
            var array: [Value] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(array)
                }
                guard let value = parseValue() else { return nil }
                array.append(value)
                skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        case UInt8(ascii: "\""):
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                text.append(bytes[index])
                index += 1
            }
            index += 1
            return .string(String(decoding: text, as: UTF8.self))
        default:
            let start = index
            while index < bytes.count, Self.isBareCharacter(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        }
    }

    private static func isBareCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return "_$/:.-+<>".utf8.contains(byte)
        }
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }
}
