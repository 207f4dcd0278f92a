import { Form, useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

type Props = {
  options: readonly { key: string; label: string }[];
  value: string;
  /** Query parameters to keep (e.g. categories and locations on /search); page resets to 1. */
  keep?: string[];
};

/**
 * A GET form with `?sort=`: without JavaScript the 'Sortuj' button submits it; once hydrated,
 * choosing an option submits at once and the button goes away.
 */
export function SortSelect({ options, value, keep = [] }: Props) {
  const hydrated = useHydrated();
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
      <select
        id="sort"
        name="sort"
        defaultValue={value}
        key={value}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      >
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button
          type="submit"
          className="h-10 rounded-lg bg-gray-900 px-3 text-sm font-semibold text-white hover:bg-gray-700"
        >
          Sortuj
        </button>
      )}
    </Form>
  );
}
