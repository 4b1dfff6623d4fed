@testable import SVRefactorCLI
import SVRefactorTestSupport
import Testing

/// The summary's per-rule counts, `--quiet` and the progress bar's text.
@Suite("run output")
struct RunOutputTests {
    @Test func theSummaryCountsPerRuleAndQuietKeepsOnlyFindings() {
        let folder = TemporaryDirectory()
        folder.write("App/Row.swift", ConfigurationTests.reported)
        folder.write("App/Toggle2.swift", ConfigurationTests.unordered)
        let result = CommandRunner.svrefactor(["check", "--rule", "reorder-members", "App"], in: folder.path)
        #expect(result.standardError.contains("\n  by rule: reorder-members 1 would change, 1 finding\n"))

        let quiet = CommandRunner.svrefactor(["apply", "--quiet", "--rule", "reorder-members", "App"], in: folder.path)
        #expect(quiet.status == 0)
        #expect(quiet.standardError.hasPrefix("App/Row.swift:5:24: warning:"))
        #expect(!quiet.standardError.contains("rewritten"))
        #expect(!quiet.standardError.contains("svrefactor:"))
        #expect(folder.read("App/Toggle2.swift") != ConfigurationTests.unordered)
    }

    @Test func theProgressBarShowsCountRateAndTimeLeft() {
        #expect(ProgressLine.text(completed: 0, total: 400, activity: "processed", elapsed: 0)
            == "[>                       ] 0/400 files processed")
        #expect(ProgressLine.text(completed: 100, total: 400, activity: "processed", elapsed: 1)
            == "[======>                 ] 100/400 files processed · 100 files/s · ETA 3s")
        #expect(ProgressLine.text(completed: 400, total: 400, activity: "indexed", elapsed: 2)
            == "[========================] 400/400 files indexed · 200 files/s")
    }
}
