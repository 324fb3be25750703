// Book chapter on LazyVGrid (seed 001): Adding Scrolling Support to a Grid. Completed: the
// chapter's listings of ContentView (colours, gridItems, body, CellContent) joined where it elides
// them with '.'
import SwiftUI
 
struct ContentView: View {
         
    private var colors: [Color] = [.blue, .yellow, .green]
    private var gridItems = [GridItem(.flexible()), 
                             GridItem(.flexible()),
                             GridItem(.flexible())]

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
