import SVRefactorCore
import Testing

/// Reading what project files say about the folders a build compiles whole (``ProjectFiles``).
@Suite("ProjectFiles")
struct ProjectFilesTests {
    /// A synchronized group's folder is its path under the groups above it; a file reference
    /// lists a file one by one.
    @Test func xcodeProjectSynchronizedFoldersAndListedFiles() {
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tA1 /* App */ = {
            \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
            \t\t\texceptions = (
            \t\t\t\tE1 /* Exceptions for "App" folder in "Widget" target */,
            \t\t\t);
            \t\t\tpath = App;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tE1 = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \t\t\t\tSettings/EditView.swift,
            \t\t\t);
            \t\t\ttarget = T2 /* Widget */;
            \t\t};
            \t\tG0 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tA1 /* App */,
            \t\t\t\tG1 /* Modules */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tG1 /* Modules */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = ( A2, F1 /* Old.swift */ );
            \t\t\tpath = Modules;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tA2 = {isa = PBXFileSystemSynchronizedRootGroup; path = "Feature Views"; sourceTree = "<group>"; };
            \t\tF1 /* Old.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Old.swift; sourceTree = "<group>"; };
            \t\tP0 = {isa = PBXProject; mainGroup = G0; };
            \t};
            \trootObject = P0;
            }
            """
        let read = ProjectFiles.xcodeProject(project)
        #expect(read.synchronizedFolders == ["App", "Modules/Feature Views"])
        #expect(read.listedFileNames == ["Old.swift"])
        #expect(read.membershipExceptions == ["App": ["Settings/EditView.swift"]])
        #expect(ProjectFiles.xcodeProject("not a property list").synchronizedFolders.isEmpty)
    }

    @Test func packageManifestsThatListSourcesAndCustomPaths() {
        let plain = #"let package = Package(name: "App", targets: [.target(name: "App", path: "App/Sources")])"#
        #expect(!ProjectFiles.packageListsSources(plain))
        #expect(ProjectFiles.targetPaths(plain) == ["App/Sources"])
        #expect(ProjectFiles.packageListsSources(#"    .target(name: "App", sources: ["A.swift"])"#))
        #expect(!ProjectFiles.packageListsSources(#"    .target(name: "App") // sources: none"#))
        #expect(!ProjectFiles.packageListsSources(#"    .target(name: "App", resources: [.process("Assets")])"#))
    }

    @Test func tuistSourceGlobsAndFolderContainment() {
        let manifest = #"let project = Project(name: "App", targets: [.target(name: "App", sources: ["Targets/App/Sources/**", "Shared/*.swift"])])"#
        #expect(ProjectFiles.tuistSourceFolders(manifest) == ["Targets/App/Sources"])
        #expect(ProjectFiles.folder("Targets/App/Sources/Views", isWithin: "Targets/App/Sources"))
        #expect(!ProjectFiles.folder("Targets/App/SourcesOld", isWithin: "Targets/App/Sources"))
        #expect(ProjectFiles.folder("Anything", isWithin: ""))
        #expect(ProjectFiles.enablesMemberImportVisibility(#".enableUpcomingFeature("MemberImportVisibility")"#))
    }
}
