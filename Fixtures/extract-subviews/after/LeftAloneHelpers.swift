import SwiftUI

/// One helper for each reason extract-subviews leaves a helper where it is.
struct LeftAloneHelpers: View {
    let title: String
    @State private var count = 0
    @State private var filter = Filter.preferred()
    @State private var note = ""

    enum Filter {
        case all
        case some

        static func preferred() -> Filter { .all }
    }

    var body: some View {
        VStack {
            usesSelf
            usesStorage
            needsAType
            callsMethodWithDefault
            ForEach(0..<2, id: \.self, content: passedAsValue)
            small
            #if os(iOS)
            iosOnly
            #endif
            notPrivate
        }
    }

    private var usesSelf: some View {
        VStack {
            Text(title)
            Text(String(describing: self))
        }
    }

    private var usesStorage: some View {
        VStack {
            Text(title)
            Text("\(_count.wrappedValue)")
        }
    }

    private var needsAType: some View {
        VStack {
            Text(title)
            Text(filter == .all ? "All" : "Some")
        }
    }

    private var callsMethodWithDefault: some View {
        VStack {
            Text(title)
            Button("Add") { add() }
        }
    }

    private func passedAsValue(_ index: Int) -> some View {
        VStack {
            Text(title)
            Text("\(index)")
        }
    }

    private var small: some View {
        Text(title)
    }

    #if os(iOS)
    private var iosOnly: some View {
        VStack {
            Text(title)
            Text("iOS")
        }
    }
    #endif

    var notPrivate: some View {
        VStack {
            Text(title)
            Text(note)
        }
    }

    private var usedInAKeyPath: some View {
        VStack {
            Text(title)
            Text(note)
        }
    }

    private func add(amount: Int = 1) {
        count += amount
    }

    static let keyPath: PartialKeyPath<LeftAloneHelpers> = \LeftAloneHelpers.usedInAKeyPath
}

/// A generic view's nested types are only named with its generic arguments outside it.
struct GenericCard<Content: View>: View {
    enum Style { case plain, framed }

    let content: Content
    let style: Style

    var body: some View {
        header
    }

    private var header: some View {
        VStack {
            Text(style == .plain ? "Plain" : "Framed")
            content
        }
    }
}
