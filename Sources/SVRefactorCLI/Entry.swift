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
        main(SVRefactorCommand.self, arguments)
    }

    /// The same for another root command (`svrefactor-mcp`'s), so both executables exit alike.
    package static func main<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]?) -> Never {
        do {
            var command = try Root.parseAsRoot(arguments)
            try command.run()
            exit(ExitStatus.success)
        } catch let exitCode as ExitCode {
            exit(exitCode.rawValue)
        } catch let error as UsageError {
            Console.error("error: \(error.description)\n")
            exit(ExitStatus.usageError)
        } catch {
            let status = Root.exitCode(for: error)
            if status == .success {
                // --help and --version.
                Root.exit(withError: error)
            }
            Console.error(Root.fullMessage(for: error) + "\n")
            exit(ExitStatus.usageError)
        }
    }
}
