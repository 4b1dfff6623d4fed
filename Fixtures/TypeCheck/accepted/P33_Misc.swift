import SwiftUI

struct MiscView: View {
    @State private var progress = 0.3
    @State private var date = Date()
    @State private var amount = 0
    @State private var isOn = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Title").font(.system(size: 24, weight: .bold, design: .rounded))
                Text("Custom").font(.custom("Avenir", size: 14))
                Text(date, style: .relative)
                Text(date.formatted(date: .abbreviated, time: .shortened))
                Text(amount, format: .number)
                Text("Updated \(date)")
                Text(verbatim: "%d literal")
                ProgressView(value: progress)
                ProgressView(value: progress, total: 1.0) { Text("Upload") }
                ProgressView()
                    .progressViewStyle(.circular)
                DatePicker("Due", selection: $date, displayedComponents: .date)
                    .datePickerStyle(.compact)
                Stepper("Amount", onIncrement: { amount += 1 }, onDecrement: { amount -= 1 })
                TextField("Amount", value: $amount, format: .number)
                Divider()
                HStack {
                    Spacer(minLength: 20)
                    Image("logo").resizable().aspectRatio(contentMode: .fit).frame(width: 44)
                    Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).imageScale(.large)
                }
                Color.red.frame(height: 2).ignoresSafeArea()
                Rectangle().fill(.tint).frame(maxWidth: .infinity, minHeight: 1, maxHeight: 1)
                Text("Long text")
                    .lineLimit(2)
                    .multilineTextAlignment(.center)
                    .minimumScaleFactor(0.5)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
                    .background(alignment: .topLeading) {
                        Color.yellow.opacity(0.2)
                    }
                    .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.gray))
                    .cornerRadius(4)
                    .hidden()
            }
            .padding()
        }
        .scrollIndicators(.hidden)
        .background(Color(red: 0.9, green: 0.9, blue: 0.95))
        .redacted(reason: isOn ? .placeholder : [])
    }
}
