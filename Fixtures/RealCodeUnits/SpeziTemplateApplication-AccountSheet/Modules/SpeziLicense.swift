// Hand-written stand-in for the SpeziLicense package (StanfordSpezi/SpeziLicense): the licence list view.
import SwiftUI

public struct License: Sendable {
    public let name: String
    public let spdxIdentifier: String

    public init(name: String, spdxIdentifier: String) {
        self.name = name
        self.spdxIdentifier = spdxIdentifier
    }

    public static let mit = License(name: "MIT License", spdxIdentifier: "MIT")
}

public struct ContributionsList: View {
    public init(projectLicense: License? = nil) {}
    public init(appName: String, projectLicense: License? = nil) {}

    public var body: some View { fatalError() }
}
