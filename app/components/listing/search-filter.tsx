import { PROPERTY_CATEGORIES } from "@shared/categories";
import { LOCATIONS } from "@shared/locations";
import { ChevronDown, MapPin, SlidersHorizontal } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";

type Choice = { chosen: string[]; onChange: (chosen: string[]) => void };

/** The categories to search (`categories`), as the home page's hero and the filters ask them. */
export function CategoryChoice({ chosen, onChange }: Choice) {
  return (
    <MultiChoice
      name="categories"
      legend="Kategoria"
      icon={<SlidersHorizontal aria-hidden="true" className="size-4 text-brand-600" />}
      options={PROPERTY_CATEGORIES}
      none="Wszystkie kategorie"
      chosen={chosen}
      onChange={onChange}
    />
  );
}

/** The places to search (`locations`), as the home page's hero and the filters ask them. */
export function LocationChoice({ chosen, onChange }: Choice) {
  return (
    <MultiChoice
      name="locations"
      legend="Miejscowość"
      icon={<MapPin aria-hidden="true" className="size-4 text-brand-600" />}
      options={LOCATIONS}
      none="Wszystkie miejscowości"
      chosen={chosen}
      onChange={onChange}
      wide
    />
  );
}

/** A dropdown of checkboxes (categories, locations) whose button sums up the choice. */
function MultiChoice(props: {
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

/**
 * A button and a native popover (popover="auto") holding the checkboxes. The popover lives in
 * the browser's top layer, so no ancestor's overflow clips it; opening one closes any other,
 * Escape and a click outside close it, and all of it works before hydration and without
 * JavaScript, with the checkboxes still inside the form. Placement (app.css): below the button
 * (above it when there is more room there) on wider screens, a bottom sheet within the thumb's
 * reach on phones.
 */
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
  const id = useId();
  const popoverId = `dropdown${id}`;
  const anchorName = `--dropdown${id.replace(/[^\w-]/g, "")}`;
  return (
    <div className="group">
      <button
        type="button"
        popoverTarget={popoverId}
        style={{ anchorName }}
        className="flex h-12 w-full cursor-pointer items-center gap-2 rounded-xl border border-gray-200 bg-gray-50 px-3 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {icon}
        <span className="flex min-w-0 flex-col text-left leading-tight">
          <span className="text-xs text-gray-500">{legend}</span>
          <span className="truncate text-sm font-medium">{summary}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 text-gray-400 transition group-has-[:popover-open]:rotate-180"
        />
      </button>
      <div
        id={popoverId}
        popover="auto"
        style={{ positionAnchor: anchorName }}
        className={cn(
          "search-dropdown flex-col rounded-xl border border-gray-200 bg-white p-0 text-gray-900 shadow-xl open:flex max-sm:rounded-b-none",
          wide && "sm:w-[26rem]",
        )}
      >
        {/* The list scrolls in a box of its own: a <fieldset> is an unreliable scroll container. */}
        <div className="min-h-0 overflow-y-auto overscroll-contain">
          <fieldset className={cn("p-2", wide && "sm:columns-2")}>
            <legend className="px-2 pt-2 pb-1 font-semibold sm:sr-only">{legend}</legend>
            {children}
          </fieldset>
        </div>
        <div className="border-t border-gray-200 p-2 sm:hidden">
          <Button size="lg" block popoverTarget={popoverId} popoverTargetAction="hide">
            Gotowe
          </Button>
        </div>
      </div>
    </div>
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
    <label className="flex min-h-12 cursor-pointer break-inside-avoid items-center gap-3 rounded-md px-2 hover:bg-brand-50 sm:min-h-0 sm:gap-2 sm:py-1.5 sm:text-sm">
      <input
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        className="size-5 accent-brand-600 sm:size-4"
      />
      {props.label}
    </label>
  );
}
