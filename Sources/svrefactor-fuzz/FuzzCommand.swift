import ArgumentParser
import Foundation
import SVRefactorTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The fuzzer's long mode. `swift test` runs a few hundred cases over the fixtures; this runs as many
/// as you ask for, over any folders of Swift files, on all cores.
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "svrefactor-fuzz",
        abstract: "Mutates Swift files and checks every rule's run over each mutant.",
        discussion: """
            Case N is a deterministic function of the seed files, --seed, --batch-size and N: rerun one \
            failure with --first N --cases 1 --save-failures DIR. Each case runs all rules, as a \
            single-file module, or with --batch-size K over K files of different seeds (half of them \
            mutated) as one module, as a run over a folder mixing several apps would; it checks that the \
            run finishes within --budget seconds per file, rewrites only input that parses, writes \
            output that parses (as swift-syntax and the compiler's stricter checks see it), keeps every \
            comment, reaches its fixed point in one run (a second run over the whole module changes \
            nothing), and never hits an internal error.

            A crash aborts the run and names the cases in flight; a case that runs past --hang-limit \
            aborts it too. Exit status: 0 when every check passed, 1 otherwise.

            Example (the long mode recorded in Docs/testing.md):
              swift run -c release svrefactor-fuzz --cases 100000 path/to/apps
              swift run -c release svrefactor-fuzz --cases 200 --batch-size 300 path/to/apps
            """)

    @Argument(help: "Swift files or folders to take seed files from.")
    var paths: [String] = ["Fixtures"]

    @Flag(help: "Do not ask swiftc -parse about rewritten inputs (faster; by default it is asked where swiftc is on the machine).")
    var noCompiler = false

    @Option(help: "How many cases to run.")
    var cases = 1000

    @Option(help: "Files per case, run as one module: 1 runs each mutated file alone; more mixes seed files into one module.")
    var batchSize = 1

    @Option(help: "The number of the first case (to rerun one, or to split a run).")
    var first = 0

    @Option(help: "Seed of the mutations; the same seed gives the same cases.")
    var seed: UInt64 = 1

    @Option(help: "Seconds a case may take before it counts as a failure.")
    var budget: Double = 10

    @Option(help: "Seconds per file of a case after which it counts as a hang and the run stops.")
    var hangLimit: Double = 120

    @Option(help: "Worker threads; the default is this machine's number of cores.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Folder to write each failing case's input to, as case-N.swift.")
    var saveFailures: String?

    @Option(help: "Folder to write every case's input to before it runs, as case-N.swift (to reproduce a crash).")
    var dump: String?

    func validate() throws {
        guard cases >= 1 else { throw ValidationError("--cases must be at least 1") }
        guard first >= 0 else { throw ValidationError("--first must be at least 0") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard batchSize >= 1 else { throw ValidationError("--batch-size must be at least 1") }
    }

    /// Writes a case's input for a later look, as `case-N.swift`, or a batch as a folder `case-N`
    /// of its files; a case that cannot be saved is said, not lost silently.
    private static func save(_ fuzzCase: FuzzCase, in folder: String) {
        let manager = FileManager.default
        let batchFolder = "\(folder)/case-\(fuzzCase.number)"
        if fuzzCase.files.count > 1 { try? manager.createDirectory(atPath: batchFolder, withIntermediateDirectories: true) }
        for file in fuzzCase.files {
            let path = fuzzCase.files.count > 1
                ? batchFolder + "/" + (file.path.split(separator: "/").last.map(String.init) ?? file.path)
                : batchFolder + ".swift"
            if !manager.createFile(atPath: path, contents: Data(file.source)) {
                FileHandle.standardError.write(Data("svrefactor-fuzz: could not write \(path)\n".utf8))
            }
        }
    }

    func run() throws {
        let seeds = MutationFuzzer.seedFiles(under: paths)
        guard !seeds.isEmpty else { throw ValidationError("no Swift files under \(paths.joined(separator: ", "))") }
        // Every rewritten input is also given to `swiftc -parse`, where one is on the machine.
        guard batchSize <= seeds.count else { throw ValidationError("--batch-size \(batchSize) is more than the \(seeds.count) seed files") }
        let fuzzer = MutationFuzzer(
            seeds: seeds, seed: seed, budget: budget, compiler: noCompiler ? nil : MutationFuzzer.findCompiler(), batchSize: batchSize)
        let numbers = first..<(first + cases)
        FileHandle.standardError.write(
            "svrefactor-fuzz: \(cases) cases of \(batchSize) file(s) from \(seeds.count) seed files, seed \(seed), \(jobs) workers\n")

        if let dump { try FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true) }
        let state = RunState(workers: jobs, hangLimit: hangLimit * Double(batchSize))
        InFlight.install(workers: jobs)
        let start = Date()
        state.startWatchdog(fuzzer: fuzzer)
        let threads = (0..<jobs).map { worker in
            Thread {
                while let number = state.claim(from: numbers) {
                    InFlight.set(worker: worker, case: number)
                    state.started(worker: worker, case: number)
                    let fuzzCase = fuzzer.makeCase(number)
                    if let dump { Self.save(fuzzCase, in: dump) }
                    let result = fuzzer.check(fuzzCase)
                    state.finished(worker: worker, fuzzCase, result, total: cases)
                }
                state.workerDone()
            }
        }
        threads.forEach { $0.stackSize = 16 << 20; $0.start() }
        state.waitForWorkers()

        let report = state.report(seconds: Date().timeIntervalSince(start))
        print(report.text)
        if let folder = saveFailures, !report.failing.isEmpty {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for fuzzCase in report.failing { Self.save(fuzzCase, in: folder) }
            print("inputs of failing cases written to \(folder)")
        }
        if !report.failing.isEmpty { throw ExitCode(1) }
    }
}

/// Counters and results shared by the workers.
final class RunState: @unchecked Sendable {
    private let lock = NSCondition()
    private var next: Int?
    private var running: Int
    private var inFlight: [(number: Int, since: Date)?]
    private let hangLimit: Double
    private var done = 0
    private var outcomes: [Int: (FuzzCase, [FuzzFailure])] = [:]
    private var tallies: [String: Int] = [:]
    private var parsing = 0
    private var rewritten = 0

    init(workers: Int, hangLimit: Double) {
        running = workers
        inFlight = Array(repeating: nil, count: workers)
        self.hangLimit = hangLimit
    }

    func claim(from numbers: Range<Int>) -> Int? {
        lock.lock(); defer { lock.unlock() }
        let number = next ?? numbers.lowerBound
        guard number < numbers.upperBound else { return nil }
        next = number + 1
        return number
    }

    func started(worker: Int, case number: Int) {
        lock.lock(); defer { lock.unlock() }
        inFlight[worker] = (number, Date())
    }

    func finished(worker: Int, _ fuzzCase: FuzzCase, _ result: FuzzResult, total: Int) {
        lock.lock(); defer { lock.unlock() }
        inFlight[worker] = nil
        done += 1
        for kind in fuzzCase.files.flatMap(\.mutations) { tallies["mutation " + kind.rawValue, default: 0] += 1 }
        if result.inputParses { parsing += 1 }
        if result.rewritten { rewritten += 1 }
        if !result.failures.isEmpty { outcomes[fuzzCase.number] = (fuzzCase, result.failures) }
        if done % 1000 == 0 {
            FileHandle.standardError.write("  \(done)/\(total) cases, \(outcomes.count) failing\n")
        }
    }

    func workerDone() {
        lock.lock(); defer { lock.unlock() }
        running -= 1
        lock.broadcast()
    }

    func waitForWorkers() {
        lock.lock(); defer { lock.unlock() }
        while running > 0 { lock.wait() }
    }

    /// Stops the run when a case exceeds the hang limit: it cannot be interrupted in-process.
    func startWatchdog(fuzzer: MutationFuzzer) {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                lock.lock()
                let hung = inFlight.compactMap { $0 }.first { Date().timeIntervalSince($0.since) > hangLimit }
                lock.unlock()
                if let hung {
                    let fuzzCase = fuzzer.makeCase(hung.number)
                    FileHandle.standardError.write(
                        "svrefactor-fuzz: HANG: case \(hung.number) ran over \(Int(hangLimit)) s (\(fuzzCase.summary))\n")
                    exit(3)
                }
            }
        }
        thread.start()
    }

    func report(seconds: Double) -> (text: String, failing: [FuzzCase]) {
        lock.lock(); defer { lock.unlock() }
        var byCheck: [String: Int] = [:]
        for (_, failures) in outcomes.values {
            for check in Set(failures.map(\.check)) { byCheck[check, default: 0] += 1 }
        }
        var lines = [
            "cases: \(done) in \(String(format: "%.0f", seconds)) s; inputs that parse: \(parsing); rewritten: \(rewritten)",
            "failing cases by check:",
        ]
        for check in ["crash", "hang", "slow", "unparsable output", "not idempotent", "dropped comment", "internal error"] {
            lines.append("  \(check): \(byCheck[check] ?? 0)")
        }
        lines.append("mutations applied:")
        for (name, count) in tallies.sorted(by: { $0.key < $1.key }) { lines.append("  \(name.dropFirst("mutation ".count)): \(count)") }
        let failing = outcomes.keys.sorted().map { outcomes[$0]! }
        for (fuzzCase, failures) in failing.prefix(50) {
            lines.append("FAIL case \(fuzzCase.number) (\(fuzzCase.summary)):")
            lines += failures.map { "    \($0)" }
        }
        if failing.count > 50 { lines.append("… and \(failing.count - 50) more failing cases") }
        return (lines.joined(separator: "\n"), failing.map(\.0))
    }
}

/// The case each worker is running, readable from a signal handler, so that a crash names them.
enum InFlight {
    nonisolated(unsafe) static var cases = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    nonisolated(unsafe) static var count = 0

    static func install(workers: Int) {
        cases = UnsafeMutablePointer<Int>.allocate(capacity: workers)
        cases.initialize(repeating: -1, count: workers)
        count = workers
        for signal in [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
            Glibc.signal(signal) { received in
                InFlight.writeCrashReport()
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    static func set(worker: Int, case number: Int) {
        cases[worker] = number
    }

    /// Only async-signal-safe calls: formats the numbers by hand and writes them with write(2).
    static func writeCrashReport() {
        var buffer = [UInt8](repeating: 0, count: 512)
        var length = 0
        func append(_ byte: UInt8) { if length < buffer.count { buffer[length] = byte; length += 1 } }
        for byte in "svrefactor-fuzz: CRASH while running case(s)".utf8 { append(byte) }
        for index in 0..<count where cases[index] >= 0 {
            append(UInt8(ascii: " "))
            var digits: [UInt8] = []
            var value = cases[index]
            repeat { digits.append(UInt8(ascii: "0") + UInt8(value % 10)); value /= 10 } while value > 0
            digits.reversed().forEach(append)
        }
        append(UInt8(ascii: "\n"))
        _ = buffer.withUnsafeBytes { write(2, $0.baseAddress, length) }
    }
}

extension FileHandle {
    func write(_ string: String) { write(Data(string.utf8)) }
}
