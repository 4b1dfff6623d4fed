import Foundation
import SVRefactorTestSupport
import Testing

/// The SwiftPM command plugins are declared and SwiftPM lists them. (Running them builds
/// svrefactor a second time, which is too slow for the suite; Docs/testing.md records a manual run.)
@Suite("SwiftPM plugins")
struct PackagePluginTests {
    @Test func swiftPackageListsBothCommandPlugins() {
        // A scratch folder of its own: the test run holds the package's .build.
        let scratch = TemporaryDirectory()
        let result = CommandRunner.run(
            "/usr/bin/env", ["swift", "package", "--scratch-path", scratch.path, "plugin", "--list"], in: RepositoryLayout.root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("‘svrefactor’ (plugin ‘SVRefactorPlugin’ in package ‘svrefactor’)"))
        #expect(result.standardOutput.contains("‘svrefactor-apply’ (plugin ‘SVRefactorApplyPlugin’ in package ‘svrefactor’)"))
    }
}
