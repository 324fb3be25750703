// Book chapter on LazyVGrid (seed 001): a fixed column with an adaptive item. Completed: the
// chapter's listings of ContentView (colours, gridItems, body, CellContent) joined where it elides
// them with '.'; the array replaces the flexible items in the scrolling grid
import SwiftUI
 
struct ContentView: View {
         
    private var colors: [Color] = [.blue, .yellow, .green]
    private var gridItems = [GridItem(.fixed(100)), 
                         GridItem(.adaptive(minimum: 50))]

    var body: some View {
  
    ScrollView {
        LazyVGrid(columns: gridItems, spacing: 5) {
                ForEach((0...99), id: \.self) { index in
                    CellContent(index: index, 
                                color: colors[index % colors.count])
                }
            }
            .padding(5)
        }
    }

    struct CellContent: View {
        var index: Int
        var color: Color
    
        var body: some View {
            Text("\(index)")
                .frame(minWidth: 50, maxWidth: .infinity, minHeight: 100)
                .background(color)
                .cornerRadius(8)
                .font(.system(.largeTitle))
        }
    }
}
