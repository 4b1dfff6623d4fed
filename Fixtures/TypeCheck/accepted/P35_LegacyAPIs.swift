import SwiftUI

struct LegacyScreen: View {
    @State private var showAlert = false
    @State private var name = "x"

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Detail")) {
                    Text("Go")
                }
                Section(header: Text("Header"), footer: Text("Footer")) {
                    Text(name)
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Legacy", displayMode: .inline)
            .navigationBarItems(trailing: Button("Alert") { showAlert = true })
            .alert(isPresented: $showAlert) {
                Alert(title: Text("Hi"), message: Text("There"), primaryButton: .destructive(Text("Delete")) { name = "" }, secondaryButton: .cancel())
            }
        }
        .edgesIgnoringSafeArea(.all)
        .accentColor(.orange)
    }
}
