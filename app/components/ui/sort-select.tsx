import { Form, useLocation } from "react-router";
import { Button } from "./button";
import { Select } from "./input";

type Props = {
  options: readonly { key: string; label: string }[];
  value: string;
  /** Query parameters to keep (e.g. categories and locations on /search); page resets to 1. */
  keep?: readonly string[];
};

/**
 * A GET form with `?sort=`: without JavaScript the 'Sortuj' button submits it; with it, choosing
 * an option submits at once and the button is not shown.
 */
export function SortSelect({ options, value, keep = [] }: Props) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <Form method="get" className="flex flex-wrap items-center gap-2" preventScrollReset>
      {keep.map((name) =>
        params.getAll(name).map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: repeated parameters are positional
          <input key={`${name}-${i}`} type="hidden" name={name} value={v} />
        )),
      )}
      <label htmlFor="sort" className="text-sm font-medium text-gray-700">
        Sortuj
      </label>
      <Select
        id="sort"
        name="sort"
        defaultValue={value}
        key={value}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        inline
        className="h-10 text-sm"
      >
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </Select>
      {/* Hidden by CSS wherever scripts run (a change submits), from the first paint: taken
          away at hydration instead, it moved the results up by a line on a phone (CLS). */}
      <Button type="submit" variant="secondary" size="sm" className="no-script-only">
        Sortuj
      </Button>
    </Form>
  );
}
