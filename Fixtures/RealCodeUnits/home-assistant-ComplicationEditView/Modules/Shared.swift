// Hand-written stand-in for the app's Shared framework (Sources/Shared): the environment, the
// complication model and the SwiftGen strings the unit uses. Like the real framework it re-exports
// HADesignSystem, HAIconic and HANetworking (Shared/DesignSystem/HADesignSystemExports.swift); it
// also re-exports the UIKit stand-in, which on iOS comes with `import SwiftUI`.
@_exported import HADesignSystem
@_exported import HAIconic
@_exported import HANetworking
@_exported import UIKit
import Foundation

// Shared/Environment/Environment.swift
public class AppEnvironment {
    public var servers: ServerManager { get { fatalError() } set {} }
}

public var Current: AppEnvironment { fatalError() }

// Shared/Common/Extensions/CLKComplication+Strings.swift
public enum ComplicationGroupMember: String, CaseIterable {
    case circularSmall
    public var name: String { fatalError() }
    public var templates: [ComplicationTemplate] { fatalError() }
}

public enum ComplicationTemplate: String, CaseIterable {
    case CircularSmallRingImage
    public var style: String { fatalError() }
    public var description: String { fatalError() }
    public var textAreas: [ComplicationTextAreas] { fatalError() }
    public var hasGauge: Bool { fatalError() }
    public var hasRing: Bool { fatalError() }
    public var hasImage: Bool { fatalError() }
    public var supportsColumn2Alignment: Bool { fatalError() }
}

public enum ComplicationTextAreas: String, CaseIterable {
    case Header = "Header"
    public var description: String { fatalError() }
    public var label: String { fatalError() }
    public var slug: String { fatalError() }
}

// Shared/API/Models/WatchComplication.swift
public struct WatchComplication: Codable, Equatable {
    public var identifier: String = UUID().uuidString
    public var name: String?
}

// Shared/Resources/Swiftgen/Strings.swift (generated; only the strings the unit uses)
public enum L10n {
    public static var cancelLabel: String { fatalError() }
    public static var saveLabel: String { fatalError() }
    public enum Settings {
        public enum ConnectionSection {
            public static var servers: String { fatalError() }
        }
    }
    public enum Watch {
        public enum Configurator {
            public enum Delete {
                public static var button: String { fatalError() }
                public static var message: String { fatalError() }
                public static var title: String { fatalError() }
            }
            public enum Rows {
                public enum Color { public static var title: String { fatalError() } }
                public enum Column2Alignment { public static var title: String { fatalError() } }
                public enum DisplayName { public static var title: String { fatalError() } }
                public enum Gauge {
                    public static var title: String { fatalError() }
                    public enum Color { public static var title: String { fatalError() } }
                    public enum GaugeType { public static var title: String { fatalError() } }
                    public enum Style { public static var title: String { fatalError() } }
                }
                public enum Icon {
                    public enum Choose { public static var title: String { fatalError() } }
                    public enum Color { public static var title: String { fatalError() } }
                }
                public enum IsPublic { public static var title: String { fatalError() } }
                public enum Ring {
                    public enum Color { public static var title: String { fatalError() } }
                    public enum RingType { public static var title: String { fatalError() } }
                    public enum Value { public static var title: String { fatalError() } }
                }
                public enum Template {
                    public static var selectorTitle: String { fatalError() }
                    public static var title: String { fatalError() }
                }
            }
            public enum Sections {
                public enum Gauge {
                    public static var footer: String { fatalError() }
                    public static var header: String { fatalError() }
                }
                public enum Icon {
                    public static var footer: String { fatalError() }
                    public static var header: String { fatalError() }
                }
                public enum Ring {
                    public static var footer: String { fatalError() }
                    public static var header: String { fatalError() }
                }
            }
        }
    }
}
