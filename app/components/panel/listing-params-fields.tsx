import type { PropertyType, TransactionType } from "@shared/categories";
import {
  BUILDING_TYPE_LABELS,
  CONDITION_LABELS,
  FLOOR_MAX,
  FLOOR_MIN,
  floorLabel,
  HEATING_LABELS,
  LISTING_PARAM_LABELS,
  type ListingParamKey,
  type ListingParams,
  listingParamFields,
  MARKET_LABELS,
  OUTDOOR_LABELS,
  OWNERSHIP_LABELS,
  PARKING_LABELS,
  PLOT_TYPE_LABELS,
  UTILITY_LABELS,
} from "@shared/listing-params";
import { formatNumberInput } from "@shared/polish-number";
import type { FieldMeta } from "~/lib/form";
import { SelectField, TextField } from "../form/fields";

/** Parameters chosen with checkboxes: several values under one name. */
type SetKey = "outdoor" | "utilities";
type ScalarKey = Exclude<ListingParamKey, SetKey>;

/** The parameters as the form's inputs hold them. */
export type ParamFormValues = Record<ScalarKey, string> & Record<SetKey, string[]>;

function options(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

const FLOOR_OPTIONS = Array.from({ length: FLOOR_MAX - FLOOR_MIN + 1 }, (_, i) => {
  const floor = FLOOR_MIN + i;
  return { value: String(floor), label: floorLabel(floor) };
});

const CHOICES: Partial<Record<ScalarKey, { value: string; label: string }[]>> = {
  market: options(MARKET_LABELS),
  buildingType: options(BUILDING_TYPE_LABELS),
  floor: FLOOR_OPTIONS,
  condition: options(CONDITION_LABELS),
  heating: options(HEATING_LABELS),
  elevator: [
    { value: "tak", label: "Tak" },
    { value: "nie", label: "Nie" },
  ],
  parking: options(PARKING_LABELS),
  ownership: options(OWNERSHIP_LABELS),
  plotType: options(PLOT_TYPE_LABELS),
};

const SETS: Record<SetKey, Record<string, string>> = {
  outdoor: OUTDOOR_LABELS,
  utilities: UTILITY_LABELS,
};

/** Text inputs: their unit in the label, the keyboard, an example. */
const TEXT_INPUTS: Partial<
  Record<ScalarKey, { unit?: string; inputMode: "numeric" | "decimal"; placeholder?: string }>
> = {
  floorsTotal: { inputMode: "numeric" },
  yearBuilt: { inputMode: "numeric", placeholder: "np. 1998" },
  rentAdditional: { unit: "zł/mies.", inputMode: "numeric", placeholder: "np. 450" },
  deposit: { unit: "zł", inputMode: "numeric", placeholder: "np. 3 000" },
  plotArea: { unit: "m²", inputMode: "decimal", placeholder: "np. 1 250" },
};

export function blankParamValues(): ParamFormValues {
  return {
    market: "",
    buildingType: "",
    floor: "",
    floorsTotal: "",
    yearBuilt: "",
    condition: "",
    heating: "",
    elevator: "",
    outdoor: [],
    parking: "",
    ownership: "",
    rentAdditional: "",
    deposit: "",
    availableFrom: "",
    plotArea: "",
    plotType: "",
    utilities: [],
  };
}

/** Stored (or imported) parameters as the inputs show them; saving unchanged keeps them. */
export function paramFormValues(params: Partial<ListingParams>): ParamFormValues {
  const text = (value: string | null | undefined) => value ?? "";
  return {
    market: text(params.market),
    buildingType: text(params.buildingType),
    floor: params.floor == null ? "" : String(params.floor),
    floorsTotal: formatNumberInput(params.floorsTotal),
    yearBuilt: params.yearBuilt == null ? "" : String(params.yearBuilt),
    condition: text(params.condition),
    heating: text(params.heating),
    elevator: params.elevator == null ? "" : params.elevator ? "tak" : "nie",
    outdoor: params.outdoor ?? [],
    parking: text(params.parking),
    ownership: text(params.ownership),
    rentAdditional: formatNumberInput(params.rentAdditional),
    deposit: formatNumberInput(params.deposit),
    availableFrom: text(params.availableFrom),
    plotArea: formatNumberInput(params.plotArea),
    plotType: text(params.plotType),
    utilities: params.utilities ?? [],
  };
}

/**
 * The "Parametry" fieldset: only the parameters of the chosen type and transaction
 * (shared/listing-params.ts), each optional. A field that goes when the type changes is not
 * sent, and the save drops whatever does not apply anyway.
 */
export function ListingParamsFieldset({
  fields,
  type,
  transaction,
  sets,
}: {
  fields: Record<string, FieldMeta>;
  type: PropertyType;
  transaction: TransactionType;
  /** The checkboxes' starting choice. */
  sets: Record<SetKey, readonly string[]>;
}) {
  const keys = listingParamFields(type, transaction);
  return (
    <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 font-semibold text-gray-900">Parametry</legend>
      <p className="text-sm text-gray-600">
        Wszystkie opcjonalne; kupujący często filtrują po nich oferty.
      </p>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {keys.map((key) => {
          if (key === "outdoor" || key === "utilities") return null;
          const meta = fields[key] as FieldMeta;
          const label = LISTING_PARAM_LABELS[key];
          const choices = CHOICES[key];
          if (choices) {
            return (
              <SelectField
                key={key}
                meta={meta}
                label={label}
                options={choices}
                placeholder="Nie podano"
              />
            );
          }
          if (key === "availableFrom") {
            return <TextField key={key} meta={meta} label={label} type="date" />;
          }
          const input = TEXT_INPUTS[key];
          return (
            <TextField
              key={key}
              meta={meta}
              label={input?.unit ? `${label} (${input.unit})` : label}
              inputMode={input?.inputMode}
              placeholder={input?.placeholder}
            />
          );
        })}
      </div>
      {keys
        .filter((key): key is SetKey => key === "outdoor" || key === "utilities")
        .map((key) => (
          <CheckboxSet
            key={key}
            name={key}
            legend={LISTING_PARAM_LABELS[key]}
            labels={SETS[key]}
            chosen={sets[key]}
            error={fields[key]?.errors?.[0]}
          />
        ))}
    </fieldset>
  );
}

function CheckboxSet({
  name,
  legend,
  labels,
  chosen,
  error,
}: {
  name: string;
  legend: string;
  labels: Record<string, string>;
  chosen: readonly string[];
  error?: string;
}) {
  const errorId = `listing-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {Object.entries(labels).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={chosen.includes(value)}
              className="size-5 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
