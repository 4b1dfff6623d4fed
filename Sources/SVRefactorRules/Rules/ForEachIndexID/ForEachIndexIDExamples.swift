import SVRefactorCore

/// The rule's documented behaviour. Each example is also a test (see Tests/SVRefactorRulesTests).
enum ForEachIndexIDExamples {
    static let untouched: [RuleExample] = [
        .untouched(
            "Rows identified by index",
            source: #"""
                import SwiftUI

                struct TagList: View {
                    @Binding var tags: [String]

                    var body: some View {
                        List {
                            ForEach(tags.indices, id: \.self) { index in
                                TextField("Tag", text: $tags[index])
                            }
                        }
                    }
                }
                """#,
            findings: ["8:13: ForEach over `tags.indices` with `id: \\.self` identifies rows by position"]),
        .untouched(
            "A range that counts a collection",
            source: #"""
                import SwiftUI

                struct Scores: View {
                    @Binding var scores: [Int]

                    var body: some View {
                        VStack {
                            ForEach(0..<scores.count, id: \.self) { index in
                                Text("\(index + 1). \(scores[index])")
                            }
                            ForEach(0..<scores.count) { index in
                                Text("\(scores[index])")
                            }
                        }
                    }
                }
                """#,
            findings: [
                "8:13: ForEach over `0..<scores.count` with `id: \\.self` identifies rows by position",
                "11:13: ForEach over `0..<scores.count` identifies rows by position: when an element is inserted, removed or moved, the rows after it take other elements' state and animations, and the range initializer expects a count that never changes",
            ]),
        .untouched(
            "Enumerated data identified by offset",
            source: #"""
                import SwiftUI

                struct Player: Identifiable {
                    let id: Int
                    let name: String
                }

                struct Ranking: View {
                    @Binding var players: [Player]

                    var body: some View {
                        List {
                            ForEach(Array(players.enumerated()), id: \.offset) { rank, player in
                                Text("\(rank + 1). \(player.name)")
                            }
                        }
                    }
                }
                """#,
            findings: ["13:13: ForEach over `Array(players.enumerated())` with `id: \\.offset` identifies rows by position"]),
        .untouched(
            "Comments around it, non-ASCII text before it on the line",
            source: #"""
                import SwiftUI

                struct Names: View {
                    @Binding var names: [String]

                    var body: some View {
                        VStack {
                            Text("Grüße 👋"); /* a */ ForEach(names.indices, id: \.self) { Text(names[$0]) } // b
                        }
                    }
                }
                """#,
            findings: ["8:43: ForEach over `names.indices` with `id: \\.self` identifies rows by position"]),
        .untouched(
            "Identified by the element, or over a constant range",
            source: #"""
                import SwiftUI

                struct Player: Identifiable {
                    let id: Int
                    let name: String
                }

                struct Podium: View {
                    let players: [Player]

                    var body: some View {
                        VStack {
                            ForEach(players) { player in
                                Text(player.name)
                            }
                            ForEach(Array(players.enumerated()), id: \.element.id) { rank, player in
                                Text("\(rank + 1). \(player.name)")
                            }
                            ForEach(0..<3, id: \.self) { step in
                                Circle().frame(width: 8, height: 8)
                            }
                        }
                    }
                }
                """#),
        .untouched(
            "Static data does not change while the view shows it",
            source: #"""
                import SwiftUI

                struct Weekdays: View {
                    static let symbols = ["M", "T", "W", "T", "F", "S", "S"]

                    var body: some View {
                        HStack {
                            ForEach(Self.symbols.indices, id: \.self) { index in
                                Text(Self.symbols[index])
                            }
                        }
                    }
                }
                """#),
        .untouched(
            "A fixed list built in code: positions never change",
            source: #"""
                import SwiftUI

                struct LayerPicker: View {
                    private let layers = ["Base", "Grid", "Labels"]

                    var body: some View {
                        let shades = [0.2, 0.5, 0.8]
                        VStack {
                            ForEach(layers.indices, id: \.self) { index in
                                Text(layers[index])
                            }
                            ForEach(0..<shades.count, id: \.self) { index in
                                Color.gray.opacity(shades[index])
                            }
                        }
                    }
                }
                """#),
        .untouched(
            "A message the parent passes, and the parts parsed from it: nothing in the view changes them",
            source: #"""
                import SwiftUI

                struct MessageBody: View {
                    let text: String

                    var body: some View {
                        let parts = text.split(separator: "\n").map(String.init)
                        VStack(alignment: .leading) {
                            ForEach(parts.indices, id: \.self) { index in
                                Text(parts[index])
                            }
                        }
                    }
                }
                """#),
    ]
}
