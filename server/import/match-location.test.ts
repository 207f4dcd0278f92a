import { describe, expect, it } from "vitest";
import { LOCATIONS } from "../../shared/locations.ts";
import { matchLocation } from "./match-location.ts";

describe("matchLocation", () => {
  it.each([
    ["ul. Mickiewicza, Leżajsk, leżajski, podkarpackie", "lezajsk"],
    ["LEZAJSK", "lezajsk"],
    ["Nowa Sarzyna", "nowa-sarzyna"],
    ["nowa-sarzyna, podkarpackie", "nowa-sarzyna"],
    ["Kurylowka, gm. Kuryłówka", "kurylowka"],
    ["Brzoza Królewska", "brzoza-krolewska"],
    ["Żuklin 12", "zuklin"],
    // The most precise part comes first: the village, then its commune.
    ["Wierzawice, gm. Leżajsk, podkarpackie", "wierzawice"],
    ["Giedlarowa, Podkarpackie", "giedlarowa"],
  ])("%s → %s", (text, slug) => {
    expect(matchLocation(text)).toBe(slug);
  });

  it.each([
    "Rzeszów",
    "Rzeszów, Baranówka, podkarpackie",
    // Whole words only.
    "Leżajska Góra",
    "Nowa Sarzynka",
    "ul. Jelnańska, Rzeszów",
    // Namesakes elsewhere in Poland.
    "Stare Miasto, Kraków, małopolskie",
    "Dębno, gryfiński, zachodniopomorskie",
    "",
  ])("%s → null", (text) => {
    expect(matchLocation(text)).toBeNull();
  });

  it("knows every one of our 15 locations by its label", () => {
    for (const location of LOCATIONS) {
      expect(matchLocation(`${location.label}, podkarpackie`)).toBe(location.slug);
    }
  });
});
