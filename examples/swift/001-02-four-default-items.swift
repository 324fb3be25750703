// Book chapter on LazyVGrid (seed 001): flexible is the default: four GridItem(). Completed: the
// chapter's listings of ContentView (colours, gridItems, body, CellContent) joined where it elides
// them with '.'; the array replaces the three flexible items
import SwiftUI
 
struct ContentView: View {
         
    private var colors: [Color] = [.blue, .yellow, .green]
    private var gridItems = [GridItem(), GridItem(), GridItem(), GridItem()]

    var body: some View {
  
    LazyVGrid(columns: gridItems, spacing: 5) {
            ForEach((0...8), id: \.self) { index in
                CellContent(index: index, 
                       color: colors[index % colors.count])
            
            }
        }
        .padding(5)
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
