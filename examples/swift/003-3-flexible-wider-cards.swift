// Book chapter "Grids" (seed 003): Interacting between views and columns. Completed: the AwardsView
// struct around the chapter's listings (its scrambled prose is skipped); the card frame changed to
// 190 as the chapter says
struct AwardsView: View {
  @EnvironmentObject var flightNavigation: AppEnvironment
  var awardArray: [AwardInformation] {
    flightNavigation.awardList
  }

  var awardColumns: [GridItem] {
  [GridItem(.flexible(minimum: 150)),
  GridItem(.flexible(minimum: 150))]
  }

  var body: some View {
    ScrollView {
LazyVGrid(columns: awardColumns) {
  ForEach(awardArray, id: \.self) { award in
    NavigationLink(destination: AwardDetails(award: award)) {
      AwardCardView(award: award)
        .foregroundColor(.black)
        .frame(width: 190, height: 220)
    }
  }
}
    }
  }
}
