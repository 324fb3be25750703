// Book chapter "Grids" (seed 003): Using sections in grids. Completed: the AwardsView struct around
// the listings.
struct AwardGrid: View {
  // 1
  var title: String
  var awards: [AwardInformation]

  var body: some View {
    // 2
    Section(
      // 3
      header: Text(title)
        .font(.title)
        .foregroundColor(.white)
    ) {
      // 4
      ForEach(awards, id: \.self) { award in
        NavigationLink(
          destination: AwardDetails(award: award)) {
          AwardCardView(award: award)
            .foregroundColor(.black)
            .aspectRatio(0.67, contentMode: .fit)
        }
      }
    }
  }
}

struct AwardsView: View {
  @EnvironmentObject var flightNavigation: AppEnvironment
  var awardArray: [AwardInformation] {
    flightNavigation.awardList
  }

  var activeAwards: [AwardInformation] {
    awardArray.filter { $0.awarded }
  }

  var inactiveAwards: [AwardInformation] {
    awardArray.filter { !$0.awarded }
  }

  var awardColumns: [GridItem] {
    [GridItem(.adaptive(minimum: 150, maximum: 170))]
  }

  var body: some View {
    ScrollView {
LazyVGrid(columns: awardColumns) {
  AwardGrid(
    title: "Awarded",
    awards: activeAwards
  )
  AwardGrid(
    title: "Not Awarded",
    awards: inactiveAwards
  )
}
    }
  }
}
