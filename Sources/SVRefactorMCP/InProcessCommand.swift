import ArgumentParser
import Foundation
import SVRefactorCLI

/// Runs a command line of `svrefactor` inside this process, with its output captured: what the MCP
/// server's tools do, so that they behave exactly as the command line does.
enum InProcessCommand {
    /// The exit status, what the command printed, and the message of a usage error (exit status 2).
    static func run(_ arguments: [String]) async -> (status: Int32, captured: Console.Captured, usageError: String?) {
        await withCheckedContinuation { continuation in
            // The parser needs a deep stack, and a run blocks: on a thread made for it, not on one
            // of the concurrency pool's.
            let thread = Thread { continuation.resume(returning: runBlocking(arguments)) }
            thread.stackSize = BatchRunner<Int>.workerStackSize
            thread.start()
        }
    }

    private static func runBlocking(_ arguments: [String]) -> (status: Int32, captured: Console.Captured, usageError: String?) {
        let (outcome, captured) = Console.capturing { () -> (Int32, String?) in
            do {
                var command = try SVRefactorCommand.parseAsRoot(arguments)
                try command.run()
                return (ExitStatus.success, nil)
            } catch let exitCode as ExitCode {
                return (exitCode.rawValue, nil)
            } catch let error as UsageError {
                return (ExitStatus.usageError, error.description)
            } catch {
                return (ExitStatus.usageError, SVRefactorCommand.message(for: error))
            }
        }
        return (outcome.0, captured, outcome.1)
    }
}
