// "Impossible Grids with SwiftUI" (seed 000): Anatomy of a Grid. As printed.
struct ContentView: View {
    let gridItems = [
        GridItem(.fixed(100.0), spacing: 10.0, alignment: .top),
        GridItem(.fixed(250.0), spacing: 30.0, alignment: .center),
        GridItem(.fixed(150.0), spacing: 10.0, alignment: .bottomTrailing),
    ]

    var body: some View {
        ScrollView(.vertical) {
            LazyVGrid(columns: gridItems, alignment: .center, spacing: 20) {

                ForEach(0..<100) { idx in
                    VStack {
                        if idx == 3 {
                            Rectangle().fill(Color.pink)
                            
                        } else if idx == 4 {
                            Rectangle().fill(Color.green)
                                .frame(height: 50)
                            
                        } else if idx == 5 {
                            Rectangle().fill(Color.blue)
                                .frame(width: 100, height: 30)
                            
                        } else {
                            Rectangle().fill(Color.yellow)
                                .frame(height: 30)
                            
                        }
                    }.overlay(Text("\(idx)"))
                }
            }
            .border(Color.gray)
            .frame(width: 700)
            .padding(20)
        }
        .frame(height: 200)
        .border(Color.black)
    }
}
