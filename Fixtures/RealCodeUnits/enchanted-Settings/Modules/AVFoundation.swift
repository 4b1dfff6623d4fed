// Stand-in for Apple's AVFoundation (not on Linux): the speech voice class the unit's types mention.
import Foundation

open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    open var identifier: String { "" }
    open var name: String { "" }
}
