// @vitest-environment happy-dom
import { filterChips } from "@shared/search-chips";
import { FILTER_KEYS } from "@shared/search-filters";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FilterToolbar } from "./filter-toolbar";
import { SearchFiltersPanel } from "./search-filters-panel";

afterEach(cleanup);

/** A query string as sorted "key=value" pairs (order-free comparison). */
const pairs = (href: string) =>
  [...new URLSearchParams(href.split("?")[1] ?? "")].map(([k, v]) => `${k}=${v}`).sort();

const chipValues = {
  categories: ["mieszkania", "domy"],
  locations: ["lezajsk"],
  transaction: "sprzedaz" as const,
  priceMax: 300000,
  rooms: 2,
  sort: "price-asc",
  page: 3,
};

describe("filter chips", () => {
  const all = [
    "categories=mieszkania,domy",
    "locations=lezajsk",
    "priceMax=300000",
    "rooms=2",
    "sort=price-asc",
    "transaction=sprzedaz",
  ];

  it("link to the same search without exactly one filter each (and from its first page)", async () => {
    render(<ToolbarStub initialEntries={["/"]} />);
    const list = await screen.findByRole("list", { name: "Aktywne filtry" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("aria-label")?.replace(/\s/g, " "))).toEqual([
      "Usuń filtr: Mieszkania",
      "Usuń filtr: Domy",
      "Usuń filtr: Leżajsk",
      "Usuń filtr: Sprzedaż",
      "Usuń filtr: Cena do 300 000 zł",
      "Usuń filtr: Pokoje: od 2",
    ]);
    const dropped = [
      ["categories=mieszkania,domy", "categories=domy"],
      ["categories=mieszkania,domy", "categories=mieszkania"],
      ["locations=lezajsk"],
      ["transaction=sprzedaz"],
      ["priceMax=300000"],
      ["rooms=2"],
    ];
    links.forEach((link, i) => {
      const href = link.getAttribute("href") ?? "";
      expect(href.startsWith("/search")).toBe(true);
      const [gone, instead] = dropped[i];
      expect(pairs(href)).toEqual(
        [...all.filter((p) => p !== gone), ...(instead ? [instead] : [])].sort(),
      );
    });
    expect(screen.getByRole("button", { name: "Filtry (6)" })).toBeTruthy();
  });

  it("on a category page keep the category's URL and leave its category out", () => {
    const chips = filterChips(
      { categories: ["mieszkania"], locations: ["lezajsk"], transaction: "wynajem" },
      "mieszkania",
    );
    expect(chips.map((c) => [c.label, c.href])).toEqual([
      ["Leżajsk", "/mieszkania?transaction=wynajem"],
      ["Wynajem", "/mieszkania/lezajsk"],
    ]);
  });
});

describe("the toolbar's sort menu, save button and ranking note", () => {
  it("links each order to the same list from its first page, marks the current one, names the bell 'Zapisz wyszukiwanie' and explains the order", async () => {
    render(<SortStub initialEntries={["/mieszkania?priceMax=400000&sort=price-asc&page=2"]} />);
    const menu = await screen.findByRole("list", { name: "Sortuj" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Domyślnie", "/mieszkania?priceMax=400000"],
      ["Cena: od najniższej", "/mieszkania?priceMax=400000&sort=price-asc"],
      ["Cena: od najwyższej", "/mieszkania?priceMax=400000&sort=price-desc"],
      ["Powierzchnia: od najmniejszej", "/mieszkania?priceMax=400000&sort=area-asc"],
      ["Powierzchnia: od największej", "/mieszkania?priceMax=400000&sort=area-desc"],
      ["Najnowsze", "/mieszkania?priceMax=400000&sort=date-desc"],
    ]);
    expect(links.filter((a) => a.getAttribute("aria-current")).map((a) => a.textContent)).toEqual([
      "Cena: od najniższej",
    ]);
    expect(screen.getByRole("button", { name: "Sortuj" }).getAttribute("popovertarget")).toBe(
      menu.closest("[popover]")?.id,
    );
    const save = screen.getByRole("link", { name: "Zapisz wyszukiwanie" });
    expect(save.getAttribute("href")).toBe("/panel/searches?zapisz=1");
    expect(save.querySelector("svg.lucide-bell")).toBeTruthy();
    const note = screen.getByText("Jak sortujemy?").closest("details");
    expect(note?.textContent).toMatch(/wyróżnione za opłatą/);
    expect(screen.getByRole("button", { name: "Filtry (1)" })).toBeTruthy();
  });
});

/** A filtered category page's toolbar, sorted by price. */
function SortedToolbar() {
  return (
    <FilterToolbar
      chips={filterChips(
        { categories: ["mieszkania"], locations: [], priceMax: 400000 },
        "mieszkania",
      )}
      saveHref="/panel/searches?zapisz=1"
      sort="price-asc"
      orderNote
    />
  );
}
const SortStub = createRoutesStub([
  { path: "/mieszkania", Component: SortedToolbar, HydrateFallback },
]);

/** The toolbar on a page whose loader gives the chips. */
function ToolbarPage() {
  return <FilterToolbar chips={useLoaderData<typeof chipsLoader>()} />;
}
const chipsLoader = () => filterChips(chipValues);
const ToolbarStub = createRoutesStub([
  { path: "/", Component: ToolbarPage, loader: chipsLoader, HydrateFallback },
]);

function HydrateFallback() {
  return null;
}

/** /search's data as the count needs it: fewer offers under a price limit. */
function searchLoader({ request }: { request: Request }) {
  const limited = new URL(request.url).searchParams.has("priceMax");
  return { result: { total: limited ? 7 : 50 } };
}

function SearchPage() {
  const { result } = useLoaderData<typeof searchLoader>();
  const { search } = useLocation();
  return (
    <>
      <p>Adres: {search}</p>
      <FilterToolbar chips={[]} />
      <SearchFiltersPanel
        key={search}
        values={{ categories: [], locations: [], sort: "default" }}
        filterKeys={FILTER_KEYS}
        total={result.total}
      />
    </>
  );
}

const SearchStub = createRoutesStub([
  { path: "/search", Component: SearchPage, loader: searchLoader, HydrateFallback },
]);

describe("the filter sheet's button", () => {
  it("opens as a modal dialog and counts the offers the changed filters would show, from the route's loader", async () => {
    const user = userEvent.setup();
    render(<SearchStub initialEntries={["/search"]} />);
    await user.click(await screen.findByRole("button", { name: "Filtry (0)" }));
    expect(screen.getByRole("dialog", { name: "Filtry" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: /Pokaż 50\sofert/ })).toBeTruthy();
    await user.type(screen.getByLabelText("Cena do (zł)"), "300 000");
    expect(
      await screen.findByRole("button", { name: /Pokaż 7\sofert/ }, { timeout: 3000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Pokaż 7\sofert/ }));
    // The amount typed with a digit group reaches the address as plain digits.
    expect(await screen.findByText("Adres: ?priceMax=300000")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
