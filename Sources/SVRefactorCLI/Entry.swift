import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The command-line entry point, separate from `main.swift` so the executable target stays one line.
public enum SVRefactorCLI {
    /// Parses the arguments, runs the command and exits with the documented status:
    /// usage errors exit 2 (ArgumentParser's own default is 64).
    public static func main(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try SVRefactorCommand.parseAsRoot(arguments)
            try command.run()
            exit(ExitStatus.success)
        } catch let exitCode as ExitCode {
            exit(exitCode.rawValue)
        } catch let error as UsageError {
            Console.error("error: \(error.description)\n")
            exit(ExitStatus.usageError)
        } catch {
            let status = SVRefactorCommand.exitCode(for: error)
            if status == .success {
                // --help and --version.
                SVRefactorCommand.exit(withError: error)
            }
            Console.error(SVRefactorCommand.fullMessage(for: error) + "\n")
            exit(ExitStatus.usageError)
        }
    }
}
