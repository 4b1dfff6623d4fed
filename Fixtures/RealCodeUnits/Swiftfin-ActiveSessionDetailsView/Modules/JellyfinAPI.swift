// Hand-written stand-in for the JellyfinAPI package (jellyfin-sdk-swift): only what the unit uses.
import Foundation

public enum MediaStreamType: String, Codable, Hashable, Sendable {
    case audio = "Audio"
    case video = "Video"
    case subtitle = "Subtitle"
}

public struct MediaStream: Codable, Hashable, Sendable {
    public var codec: String?
    public var type: MediaStreamType?
}

public struct BaseItemDto: Codable, Hashable, Sendable {
    public var id: String?
    public var name: String?
    public var container: String?
    public var mediaStreams: [MediaStream]?
    public var runTimeTicks: Int?
}

public enum TranscodeReason: String, Codable, Hashable, Sendable {
    case containerNotSupported = "ContainerNotSupported"
    case videoCodecNotSupported = "VideoCodecNotSupported"
}

public struct TranscodingInfo: Codable, Hashable, Sendable {
    public var audioCodec: String?
    public var videoCodec: String?
    public var container: String?
    public var completionPercentage: Double?
    public var transcodeReasons: [TranscodeReason]?
}

public struct PlayerStateInfo: Codable, Hashable, Sendable {
    public var isPaused: Bool?
    public var positionTicks: Int?
}

public enum GeneralCommandType: String, Codable, Hashable, Sendable {
    case displayMessage = "DisplayMessage"
}

public enum PlaystateCommand: String, Codable, Hashable, Sendable {
    case stop = "Stop"
    case pause = "Pause"
    case unpause = "Unpause"
}

public struct MessageCommand: Codable, Hashable, Sendable {
    public var header: String?
    public var text: String
    public init(header: String? = nil, text: String) {
        self.header = header
        self.text = text
    }
}

public struct UserDto: Codable, Hashable, Sendable {
    public var id: String?
    public var name: String?
    public init(id: String? = nil, name: String? = nil) {
        self.id = id
        self.name = name
    }
}

public struct SessionInfoDto: Codable, Hashable, Sendable {
    public var id: String?
    public var applicationVersion: String?
    public var client: String?
    public var deviceName: String?
    public var isSupportsMediaControl: Bool?
    public var lastActivityDate: Date?
    public var lastPlaybackCheckIn: Date?
    public var nowPlayingItem: BaseItemDto?
    public var playState: PlayerStateInfo?
    public var supportedCommands: [GeneralCommandType]?
    public var transcodingInfo: TranscodingInfo?
    public var userID: String?
    public var userName: String?
}
