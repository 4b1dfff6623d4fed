import ArgumentParser
import Synchronization
import Foundation

/// `svrefactor lsp`: serves the Language Server Protocol on standard input and output.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol (3.17) on standard input and output, for editors.",
        discussion: """
            Editors start it as a language server for Swift files. It publishes the findings of the \
            rules each file's .svrefactor.yml enables (as `svrefactor check --all-rules` would report \
            them, with the rule id as the code and a link to its page) after every change, and offers \
            code actions at the cursor: extract a subview, move an action into a method, order members, \
            create the view model in init, migrate a class to @Observable, move a view to its own file, \
            quick fixes, and source.fixAll.svrefactor. It reads the module around each open file, with \
            the text the editor holds in place of the file, and never writes: edits go to the editor.

            Set-up for VS Code, Neovim, Helix, Zed, Sublime Text and Emacs: Docs/editors.md.
            """
    )

    func run() throws {
        // The parser needs a deep stack: serve on a thread made for it.
        let status = Mutex<Int32>(0)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let server = LanguageServer(connection: MessageConnection())
            status.withLock { $0 = server.run() }
            done.signal()
        }
        thread.stackSize = BatchRunner<Int>.workerStackSize
        thread.start()
        done.wait()
        throw ExitCode(status.withLock { $0 })
    }
}
