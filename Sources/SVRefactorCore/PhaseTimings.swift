/// Time spent per phase, summed over files (and over workers, so it is CPU-like time, not wall time).
public struct PhaseTimings: Sendable {
    public enum Phase: Hashable, Sendable, Comparable {
        /// Building the project model: reading and parsing every file of the module once.
        case index
        /// Merging the indexed files into one model (on one thread), and what rules derive from all
        /// of it before the files are processed (groups of files changed together).
        case model
        /// Reading, checking and writing the result cache.
        case cache
        case read
        case parse
        case rule(String)
        case verify
        case diff
        case write

        public var label: String {
            switch self {
            case .index: return "index (model)"
            case .model: return "model (merge, cross-file groups)"
            case .cache: return "cache (load, check, save)"
            case .read: return "read"
            case .parse: return "parse"
            case let .rule(id): return "rule \(id)"
            case .verify: return "verify (re-parse)"
            case .diff: return "diff"
            case .write: return "write"
            }
        }
    }

    public private(set) var durations: [Phase: Duration] = [:]

    public init() {}

    public mutating func measure<T, Failure: Error>(_ phase: Phase, _ work: () throws(Failure) -> T) throws(Failure) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer { durations[phase, default: .zero] += clock.now - start }
        return try work()
    }

    public mutating func add(_ other: PhaseTimings) {
        for (phase, duration) in other.durations {
            durations[phase, default: .zero] += duration
        }
    }
}
