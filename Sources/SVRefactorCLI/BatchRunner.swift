import Foundation

/// Runs a job per file on a fixed number of worker threads and hands the results back in input order.
///
/// Workers pull the next index from a shared counter, so a slow file never holds up the others.
/// Results are delivered on the calling thread, strictly in index order, as soon as every earlier
/// result is in: output is the same for any number of workers, and only results waiting for a slower
/// predecessor are held in memory (never the syntax trees, which workers drop when a file is done).
package final class BatchRunner<Result: Sendable>: @unchecked Sendable {
    /// Large enough for the parser's maximum nesting depth in debug builds, whose frames are big.
    package static var workerStackSize: Int { 64 << 20 }

    private let condition = NSCondition()
    private var nextIndex = 0
    private var finished: [Int: Result] = [:]
    private var completedCount = 0

    func run(
        count: Int,
        workers: Int,
        job: @escaping @Sendable (Int) -> Result,
        deliver: (Int, Result) -> Void,
        progress: ((_ completed: Int) -> Void)? = nil
    ) {
        guard count > 0 else { return }
        for _ in 0..<max(1, min(workers, count)) {
            let thread = Thread { [self] in
                while let index = claimIndex(count: count) {
                    let result = job(index)
                    condition.lock()
                    finished[index] = result
                    completedCount += 1
                    condition.signal()
                    condition.unlock()
                }
            }
            thread.stackSize = Self.workerStackSize
            thread.start()
        }

        var delivered = 0
        while delivered < count {
            condition.lock()
            while finished[delivered] == nil { condition.wait() }
            var ready: [(Int, Result)] = []
            while let result = finished.removeValue(forKey: delivered) {
                ready.append((delivered, result))
                delivered += 1
            }
            let completed = completedCount
            condition.unlock()
            for (index, result) in ready { deliver(index, result) }
            progress?(completed)
        }
    }

    private func claimIndex(count: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }
}
