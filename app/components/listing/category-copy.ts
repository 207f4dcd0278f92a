/** Title and subtitle of each category page (by URL slug). */
export const CATEGORY_COPY: Record<string, { title: string; subtitle: string }> = {
  mieszkania: {
    title: "Mieszkania",
    subtitle: "Mieszkania na sprzedaż i wynajem — od kawalerek po przestronne M4.",
  },
  domy: {
    title: "Domy",
    subtitle: "Domy jednorodzinne, bliźniaki i siedliska z ogrodem.",
  },
  dzialki: {
    title: "Działki",
    subtitle: "Działki budowlane, rolne, rekreacyjne i inwestycyjne.",
  },
  komercja: {
    title: "Lokale komercyjne",
    subtitle: "Lokale usługowe, biura, sklepy i magazyny na sprzedaż i wynajem.",
  },
};
