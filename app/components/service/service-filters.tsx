import { SERVICE_CATEGORIES } from "@shared/categories";
import { LOCATIONS } from "@shared/locations";
import { Search } from "lucide-react";
import { Form } from "react-router";
import { Button } from "../ui/button";
import { Input, Select } from "../ui/input";

type Props = {
  /** Omitted on a category page, where the path already fixes the category. */
  showCategory?: boolean;
  category?: string;
  location?: string;
  q?: string;
  sort: string;
};

/** A GET form: filters live in the URL (shareable, the back button works, no JavaScript needed). */
export function ServiceFilters({ showCategory = true, category, location, q, sort }: Props) {
  const field = "h-11 text-sm";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filtruj usługi"
      className="grid gap-3 rounded-2xl bg-white/10 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      {sort !== "default" ? <input type="hidden" name="sort" value={sort} /> : null}
      <div>
        <label htmlFor="service-q" className="mb-1 block text-sm font-medium text-white">
          Czego szukasz?
        </label>
        <Input
          id="service-q"
          name="q"
          type="search"
          defaultValue={q ?? ""}
          maxLength={100}
          placeholder="np. elektryk, malowanie"
          className={field}
        />
      </div>
      {showCategory ? (
        <div>
          <label htmlFor="service-category" className="mb-1 block text-sm font-medium text-white">
            Kategoria
          </label>
          <Select
            id="service-category"
            name="category"
            defaultValue={category ?? ""}
            className={field}
          >
            <option value="">Wszystkie kategorie</option>
            {SERVICE_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div>
        <label htmlFor="service-location" className="mb-1 block text-sm font-medium text-white">
          Lokalizacja
        </label>
        <Select
          id="service-location"
          name="location"
          defaultValue={location ?? ""}
          className={field}
        >
          <option value="">Wszystkie lokalizacje</option>
          {LOCATIONS.map((l) => (
            <option key={l.slug} value={l.slug}>
              {l.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-end">
        <Button type="submit" size="lg" block>
          <Search aria-hidden="true" className="size-5" />
          Szukaj
        </Button>
      </div>
    </Form>
  );
}
