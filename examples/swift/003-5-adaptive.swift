// Book chapter "Grids" (seed 003): Building adaptive grids. Completed: the AwardsView struct around
// the chapter's listings (its scrambled prose is skipped)
struct AwardsView: View {
  @EnvironmentObject var flightNavigation: AppEnvironment
  var awardArray: [AwardInformation] {
    flightNavigation.awardList
  }

  var awardColumns: [GridItem] {
  [GridItem(.adaptive(minimum: 150, maximum: 170))]
  }

  var body: some View {
    ScrollView {
LazyVGrid(columns: awardColumns) {
  ForEach(awardArray, id: \.self) { award in
    NavigationLink(destination: AwardDetails(award: award)) {
      AwardCardView(award: award)
        .foregroundColor(.black)
        .aspectRatio(0.67, contentMode: .fit)
    }
  }
}
    }
  }
}
