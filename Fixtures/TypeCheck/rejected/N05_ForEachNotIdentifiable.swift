// EXPECT: conform to 'Identifiable'
import SwiftUI
struct Fruit { let name: String }
struct V: View {
    let fruits = [Fruit(name: "Apple")]
    var body: some View {
        List {
            ForEach(fruits) { fruit in
                Text(fruit.name)
            }
        }
    }
}
