import { searchHref } from "@shared/search-href";
import { Search } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CategoryChoice, LocationChoice } from "../listing/search-filter";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

/** The switch's choices: "any" first, then the transaction types as buyers call them. */
const DEALS = [
  { value: "", label: "Wszystkie" },
  { value: "sprzedaz", label: "Kupno" },
  { value: "wynajem", label: "Wynajem" },
] as const;

/**
 * The home page's search: category, town, buy or rent and the highest price. A plain GET form to
 * /search, so it works without JavaScript (the price as typed, "350.000" or "350 000", which
 * /search's Polish number parser reads); once hydrated it navigates to the canonical URL.
 * Nothing chosen is a search too: /search then lists every offer.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [categories, setCategories] = useState<string[]>([]);
  const [locations, setLocations] = useState<string[]>([]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate(
      searchHref(categories, locations, {
        transaction: String(form.get("transaction") ?? ""),
        priceMax: String(form.get("priceMax") ?? "").trim(),
      }),
    );
  };

  return (
    <form
      method="get"
      action="/search"
      onSubmit={onSubmit}
      noValidate
      aria-label="Wyszukiwarka nieruchomości"
      className="rounded-2xl bg-white p-3 text-gray-900 shadow-2xl"
    >
      <fieldset className="mb-2 flex">
        <legend className="sr-only">Rodzaj transakcji</legend>
        <div className="inline-flex rounded-xl bg-gray-100 p-1">
          {DEALS.map((deal) => (
            <label
              key={deal.value}
              className="cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold text-gray-600 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="transaction"
                value={deal.value}
                defaultChecked={deal.value === ""}
                className="sr-only"
              />
              {deal.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto]">
        <CategoryChoice chosen={categories} onChange={setCategories} />
        <LocationChoice chosen={locations} onChange={setLocations} />
        <div>
          <label htmlFor="hero-price-max" className="sr-only">
            Cena do (zł)
          </label>
          <Input
            id="hero-price-max"
            name="priceMax"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Cena do (zł)"
            className="h-12 text-sm"
          />
        </div>
        <Button type="submit" size="lg" className="h-12">
          <Search aria-hidden="true" className="size-5" />
          Szukaj
        </Button>
      </div>
    </form>
  );
}
