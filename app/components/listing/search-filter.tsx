import { ChevronDown, MapPin, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PROPERTY_CATEGORIES } from "~/lib/categories";
import { cn } from "~/lib/cn";
import { LOCATIONS } from "~/lib/locations";
import { searchHref } from "~/lib/search-href";

type Props = {
  /** Category slugs and location slugs to preselect. */
  categories?: readonly string[];
  locations?: readonly string[];
  variant?: "hero" | "bar";
};

/**
 * Category and location multi-select. A plain GET form to /search, so it works without
 * JavaScript (/search validates); once hydrated it checks that something is chosen first and
 * navigates to the canonical `?categories=a,b&locations=x,y`.
 */
export function SearchFilter({ categories = [], locations = [], variant = "bar" }: Props) {
  const navigate = useNavigate();
  const [chosenCategories, setChosenCategories] = useState<string[]>([...categories]);
  const [chosenLocations, setChosenLocations] = useState<string[]>([...locations]);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Follow the page's selection after a client-side navigation (keyed by value, not identity).
  const categoriesKey = categories.join(",");
  const locationsKey = locations.join(",");
  useEffect(() => {
    setChosenCategories(categoriesKey ? categoriesKey.split(",") : []);
    setChosenLocations(locationsKey ? locationsKey.split(",") : []);
  }, [categoriesKey, locationsKey]);

  useCloseDropdownsOnOutsideClick(formRef);

  const choose = (set: (v: string[]) => void) => (next: string[]) => {
    setError(null);
    set(next);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosenCategories.length && !chosenLocations.length) {
      setError("Wybierz co najmniej jedną kategorię lub miejscowość.");
      return;
    }
    navigate(searchHref(chosenCategories, chosenLocations));
  };

  return (
    <form
      ref={formRef}
      method="get"
      action="/search"
      onSubmit={onSubmit}
      noValidate
      aria-label="Wyszukiwarka nieruchomości"
      className={cn(
        "rounded-2xl bg-white p-3 text-gray-900",
        variant === "hero" ? "shadow-2xl" : "border border-gray-200 shadow-sm",
      )}
    >
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
        <MultiChoice
          name="categories"
          legend="Kategoria"
          icon={<SlidersHorizontal aria-hidden="true" className="size-4 text-brand-600" />}
          options={PROPERTY_CATEGORIES}
          none="Wszystkie kategorie"
          chosen={chosenCategories}
          onChange={choose(setChosenCategories)}
        />
        <MultiChoice
          name="locations"
          legend="Miejscowość"
          icon={<MapPin aria-hidden="true" className="size-4 text-brand-600" />}
          options={LOCATIONS}
          none="Wszystkie miejscowości"
          chosen={chosenLocations}
          onChange={choose(setChosenLocations)}
          wide
        />
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Search aria-hidden="true" className="size-5" />
          Szukaj
        </button>
      </div>
      <p role="alert" className={cn("px-2 pt-2 text-sm text-red-700", !error && "sr-only")}>
        {error}
      </p>
    </form>
  );
}

/** Closes a form's open dropdowns (<details>) on a click elsewhere, as people expect from a select. */
export function useCloseDropdownsOnOutsideClick(formRef: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      for (const details of formRef.current?.querySelectorAll("details[open]") ?? []) {
        if (!details.contains(event.target as Node)) details.removeAttribute("open");
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [formRef]);
}

/** A dropdown of checkboxes (categories, locations) whose button sums up the choice. */
export function MultiChoice(props: {
  name: string;
  legend: string;
  icon: React.ReactNode;
  options: readonly { slug: string; label: string }[];
  /** The summary when nothing is chosen. */
  none: string;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  wide?: boolean;
}) {
  const { name, legend, icon, options, none, chosen, onChange, wide } = props;
  const summary =
    chosen.length === 0
      ? none
      : chosen.length === 1
        ? (options.find((o) => o.slug === chosen[0])?.label ?? none)
        : `Wybrano: ${chosen.length}`;
  return (
    <Dropdown icon={icon} legend={legend} summary={summary} wide={wide}>
      {options.map((o) => (
        <Checkbox
          key={o.slug}
          name={name}
          value={o.slug}
          label={o.label}
          checked={chosen.includes(o.slug)}
          onChange={() =>
            onChange(
              chosen.includes(o.slug) ? chosen.filter((v) => v !== o.slug) : [...chosen, o.slug],
            )
          }
        />
      ))}
    </Dropdown>
  );
}

function Dropdown({
  icon,
  legend,
  summary,
  wide = false,
  children,
}: {
  icon: React.ReactNode;
  legend: string;
  summary: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details className="group relative">
      <summary className="flex h-12 cursor-pointer list-none items-center gap-2 rounded-xl border border-gray-200 bg-gray-50 px-3 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        {icon}
        <span className="flex min-w-0 flex-col text-left leading-tight">
          <span className="text-xs text-gray-500">{legend}</span>
          <span className="truncate text-sm font-medium">{summary}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 text-gray-400 transition group-open:rotate-180"
        />
      </summary>
      <fieldset
        className={cn(
          "absolute left-0 z-30 mt-2 max-h-80 w-full overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 shadow-xl",
          wide && "sm:w-[26rem] sm:columns-2",
        )}
      >
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function Checkbox(props: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex cursor-pointer break-inside-avoid items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-brand-50">
      <input
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        className="size-4 accent-brand-600"
      />
      {props.label}
    </label>
  );
}
