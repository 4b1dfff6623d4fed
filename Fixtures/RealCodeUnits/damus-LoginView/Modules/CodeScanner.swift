// Hand-written stand-in for the CodeScanner package (twostraws/CodeScanner): the result and error
// types the unit uses.
import Foundation

public struct ScanResult {
    public let string: String
}

public enum ScanError: Error {
    case badInput
    case badOutput
    case initError(_ error: Error)
    case permissionDenied
}
