import SwiftUI

struct StyleShowcase: View {
    var body: some View {
        VStack {
            Text("a").foregroundStyle(.red)
            Text("b").foregroundStyle(Color.red)
            Text("c").foregroundStyle(.secondary)
            Text("d").foregroundStyle(.tint)
            Image(systemName: "cloud.sun").foregroundStyle(.blue, .yellow)
            Text("e").background(Color.red)
            Text("f").background(.red)
            Text("g").background(.thinMaterial)
            Text("h").background(.blue.opacity(0.2), in: Capsule())
            Text("i").background(RoundedRectangle(cornerRadius: 4).fill(Color.green))
            Text("j").overlay(Circle().stroke(.red, lineWidth: 1))
            Text("k").padding(.horizontal).padding([.top, .bottom], 8).padding(4)
            Rectangle()
                .fill(LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))
                .frame(maxWidth: .infinity, maxHeight: 100)
            Circle().fill(Color.blue.gradient)
            Color("Brand")
            Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 1)
            Color(red: 1, green: 0, blue: 0)
            Text("l").font(.title3).fontWeight(.bold).foregroundColor(.secondary)
            Text("m").shadow(radius: 5)
            Text("n").border(Color.gray)
        }
        .tint(.purple)
        .font(.body)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}
