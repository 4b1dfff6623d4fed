// Hand-written stand-in for the Nuke package (kean/Nuke 12.8): the pipeline and request types the unit uses.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking // Linux: URLResponse lives here
#endif

public struct ImageRequest: Sendable {
    public enum Priority: Int, Comparable, Sendable {
        case veryLow = 0, low, normal, high, veryHigh

        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public init(url: URL?, priority: Priority = .normal) {}
}

public final class ImagePipeline: @unchecked Sendable {
    public static var shared: ImagePipeline {
        get { fatalError() }
        set {}
    }

    public func data(for request: ImageRequest) async throws -> (Data, URLResponse?) { fatalError() }
}
