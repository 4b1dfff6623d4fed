// Hand-written stand-in for the app's Shared framework (Sources/Shared): the magic-item model, the
// light capabilities, the SwiftGen strings and the colour helpers the unit uses. Like the real
// framework it re-exports the design system and icon modules.
@_exported import HADesignSystem
@_exported import HAIconic
@_exported import UIKit
import HAKit
import SwiftUI

public protocol WatchCodable: Codable {}

// Sources/Shared/MagicItem/MagicItem.swift
public struct MagicItem: Codable, Equatable, Hashable {
    public let id: String
    public var serverId: String
    public let type: ItemType
    public var customization: Customization?
    public var displayText: String?
    public var assistPrompt: String?

    public var serverUniqueId: String { "\(serverId)-\(id)" }
    public var isWatchDisplayOnly: Bool { false }
    public var isAssist: Bool { false }

    public init(
        id: String,
        serverId: String,
        type: ItemType,
        customization: Customization? = .init(),
        displayText: String? = nil,
        assistPrompt: String? = nil
    ) {
        self.id = id
        self.serverId = serverId
        self.type = type
        self.customization = customization
        self.displayText = displayText
        self.assistPrompt = assistPrompt
    }

    public enum ItemType: String, Codable {
        case script
        case scene
        case entity
        case folder
        case area
        case assistPipeline
        case assistPrompt
        case complication
        case unsupported
    }

    public struct Customization: Codable, Equatable, Hashable {
        public var iconColor: String?
        public var textColor: String?
        public var backgroundColor: String?
        public var requiresConfirmation: Bool
        public var icon: String?
        public var iconIsCustomized: Bool?

        public init(
            iconColor: String? = nil,
            textColor: String? = nil,
            backgroundColor: String? = nil,
            requiresConfirmation: Bool = false,
            icon: String? = nil,
            iconIsCustomized: Bool = false
        ) {
            self.iconColor = iconColor
            self.textColor = textColor
            self.backgroundColor = backgroundColor
            self.requiresConfirmation = requiresConfirmation
            self.icon = icon
            self.iconIsCustomized = iconIsCustomized
        }
    }

    public struct Info: WatchCodable, Equatable {
        public let id: String
        public let name: String
        public let iconName: String
        public let customization: Customization?
        public let contextSubtitle: String?

        public init(
            id: String,
            name: String,
            iconName: String,
            customization: Customization? = nil,
            contextSubtitle: String? = nil
        ) {
            self.id = id
            self.name = name
            self.iconName = iconName
            self.customization = customization
            self.contextSubtitle = contextSubtitle
        }
    }

    public func icon(info: Info) -> MaterialDesignIcons { .dotsGridIcon }
    public func name(info: Info) -> String { displayText ?? info.name }
}

// Sources/Shared/Domain/LightCapabilities.swift
public struct LightCapabilities: Equatable {
    public static let defaultMinColorTempKelvin: Double = 2000
    public static let defaultMaxColorTempKelvin: Double = 6500

    public let supportsBrightness: Bool
    public let supportsColorTemp: Bool
    public let supportsColor: Bool

    public init(entity: HAEntity) { fatalError() }
}

// Sources/Shared/Common/Extensions/UIColor+CSS3+Hex.swift, Color+hex.swift
public extension UIColor {
    convenience init(hex: String?) { self.init(red: 0, green: 0, blue: 0, alpha: 1) }
}

public extension Color {
    func hex() -> String? { nil }
}

// Sources/Shared/Resources/Swiftgen/Strings.swift (the keys the unit uses)
public enum L10n {
    public enum MagicItem {
        public enum AssistPrompt {
            public enum Prompt {
                public static var title: String { "" }
            }
        }
        public enum BackgroundColor {
            public static var title: String { "" }
        }
        public enum IconColor {
            public static var title: String { "" }
        }
        public enum TextColor {
            public static var title: String { "" }
        }
        public enum UseCustomColors {
            public static var title: String { "" }
        }
    }

    public enum Watch {
        public enum Config {
            public enum Edit {
                public static var delete: String { "" }
                public static var icon: String { "" }
                public static var preview: String { "" }
                public static var requireConfirmation: String { "" }
                public enum Folder {
                    public static var addTitle: String { "" }
                    public static var editTitle: String { "" }
                }
                public enum IconSearch {
                    public static var placeholder: String { "" }
                    public static var useDefault: String { "" }
                }
                public enum Item {
                    public static var addTitle: String { "" }
                    public static var editTitle: String { "" }
                }
            }
        }
        public enum EntityDetails {
            public static var loading: String { "" }
            public static var stale: String { "" }
        }
        public enum LightControls {
            public static var brightness: String { "" }
            public static var color: String { "" }
            public static var power: String { "" }
            public static var temperature: String { "" }
        }
    }
}
