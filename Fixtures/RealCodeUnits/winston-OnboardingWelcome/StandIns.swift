// Hand-written stand-ins for the winston types the unit's real files use.
import SwiftUI

// Asset catalog: Xcode generates an ImageResource constant for each image set
extension ImageResource {
    static let winstonNoBG = ImageResource(name: "winstonNoBG", bundle: .main)
}

// globals/consts.swift
let spring = Animation.default

// extensions/Transitions/blurTransitions.swift
extension AnyTransition {
    static var scaleAndBlur: AnyTransition { .opacity }
}

// extensions/ViewModifiers/fontSize.swift
extension View {
    func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular, design: Font.Design = .default) -> some View { self }
}

// components/MasterButton.swift (the properties the unit's call uses, in the app's order)
enum ColorHoverEffect {
    case none, animated, instant
}

struct MasterButton: View {
    var label: String? = nil
    var colorHoverEffect: ColorHoverEffect = .none
    var textSize: CGFloat = 16
    var height: CGFloat = 36
    var cornerRadius: CGFloat = 10
    let action: () -> Void

    var body: some View { fatalError() }
}
