// Hand-written stand-in for the Pulse module (kean/Pulse), for its PulseUI views: the store types the unit uses.
import Foundation

public protocol LoggerStoreProtocol: AnyObject {
    var storeURL: URL { get }
    var isReadonly: Bool { get }
    func info() async throws -> LoggerStore.Info
    func removeAll()
}

public final class LoggerStore: @unchecked Sendable, Identifiable, LoggerStoreProtocol {
    public struct Configuration: @unchecked Sendable {
        public var sizeLimit: Int64
    }

    public struct Info: Codable, Sendable {
        public struct AppInfo: Codable, Sendable {
            public let name: String?
            public let version: String?
            public let build: String?
        }

        public struct DeviceInfo: Codable, Sendable {
            public let name: String
            public let systemName: String
            public let systemVersion: String
        }

        public var creationDate: Date
        public var messageCount: Int
        public var taskCount: Int
        public var blobsSize: Int64
        public var blobsDecompressedSize: Int64
        public var appInfo: AppInfo
        public var deviceInfo: DeviceInfo
    }

    public static var shared: LoggerStore { fatalError() }
    public static var mock: LoggerStore { fatalError() }
    public let configuration: Configuration
    public var storeURL: URL { fatalError() }
    public var isReadonly: Bool { false }
    public func info() async throws -> Info { fatalError() }
    public func removeAll() {}
    init(configuration: Configuration) { self.configuration = configuration }
}
