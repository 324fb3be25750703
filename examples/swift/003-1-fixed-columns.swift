// Book chapter "Grids" (seed 003): Creating a fixed column grid. Completed: the WelcomeView struct
// and ScrollView the listing goes into.
struct WelcomeView: View {
  @ObservedObject var flightInfo: FlightData
  @ObservedObject var appEnvironment: AppEnvironment
  @State private var showNextFlight = false

  var body: some View {
    ScrollView {
// 1
LazyVGrid(
  // 2
  columns: [
    // 3
    GridItem(.fixed(160)),
    GridItem(.fixed(160))
    // 4
  ], spacing: 15
) {
  FlightStatusButton(flightInfo: flightInfo)
  SearchFlightsButton(flightInfo: flightInfo)
  AwardsButton()
  LastViewedButton(
    flightInfo: flightInfo,
    appEnvironment: appEnvironment,
    showNextFlight: $showNextFlight
  )
}.font(.title)
.foregroundColor(.white)
.padding()
    }
  }
}
