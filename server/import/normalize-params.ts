import {
  LISTING_PARAM_KEYS,
  LISTING_PARAM_LABELS,
  type ListingParamKey,
  type ListingParams,
} from "../../shared/listing-params.ts";
import { listingParamsSchema } from "../../shared/listing-schemas.ts";
import { formatNumberInput, parsePolishNumber } from "../../shared/polish-number.ts";
import { foldWords } from "./fold-text.ts";

/**
 * One parameter as a source writes it: a portal's label ('Piętro', 'Rynek'), a feed's field
 * ('rok_budowy') or a portal's own key, and its value as given (text, number, yes/no, a list).
 */
export type SourceParam = { name: string; value: unknown };

export type NormalizedParams = {
  /** Every parameter, null where the source said nothing usable. */
  params: ListingParams;
  /** What was given but could not be read, in Polish, for the caller's log. */
  dropped: string[];
};

/** What a form field receives: its text, or the checkboxes' values. */
type FormText = string | string[];
type FormValues = Partial<Record<ListingParamKey, FormText>>;

/** The value as text: numbers the Polish way ('1 250,5'), yes/no as the form's 'tak'/'nie'. */
function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number")
    return Number.isFinite(value) ? formatNumberInput(value) : undefined;
  if (typeof value === "boolean") return value ? "tak" : "nie";
  if (Array.isArray(value)) return asText(value.map(asText).filter(Boolean).join(", "));
  return undefined;
}

/** The first value whose pattern the folded text matches. */
function choose(text: string, table: readonly (readonly [string, RegExp])[]): string | undefined {
  const folded = foldWords(text);
  return table.find(([, pattern]) => pattern.test(folded))?.[0];
}

/** Every value of a list ('prąd, woda, gaz w drodze'); items saying 'brak …' or 'bez …' are not. */
function chooseAll(text: string, table: readonly (readonly [string, RegExp])[]): string[] {
  const items = text
    .split(/[,;|/\n]+/)
    .map(foldWords)
    .filter((item) => item && !/^(brak|bez|nie)\b/.test(item));
  return table.filter(([, pattern]) => items.some((item) => pattern.test(item))).map(([v]) => v);
}

const YES = /^(tak|yes|true|jest|1)$/;
const NO = /^(nie|no|false|brak|0)$/;

const MARKETS = [
  ["pierwotny", /\b(pierwotn|primary)/],
  ["wtorny", /\b(wtorn|secondary)/],
] as const;

// Semi-detached before detached: the one contains the other.
const BUILDING_TYPES = [
  ["blizniak", /\b(blizni|semi detached)/],
  ["wolnostojacy", /\b(wolnostoj|detached)/],
  ["szeregowiec", /\b(szereg|ribbon|terraced)/],
  ["apartamentowiec", /\b(apartamentow|apartment)/],
  ["kamienica", /\b(kamienic|tenement)/],
  ["blok", /\b(blok|block)/],
  ["gospodarstwo", /\b(gospodarst|siedlisk|farm)/],
  ["inny", /\b(inn[yae]|other)\b/],
] as const;

// A gas stove is gas heating: the fuels come before the stoves.
const HEATING = [
  ["miejskie", /\b(miejsk|sieciow|urban|district)/],
  ["pompa-ciepla", /\b(pomp[ay] ciepla|heat pump)/],
  ["gazowe", /\b(gaz|gas)/],
  ["elektryczne", /\b(elektry|electric)/],
  ["kotlownia", /\b(kotlown|boiler)/],
  ["piec", /\b(piec|kominek|wegl|drewn|pellet|kafl|stove|coal)/],
  ["inne", /\b(inn[eya]|other)\b/],
] as const;

const CONDITIONS = [
  ["stan-deweloperski", /\b(deweloper|developer)/],
  ["do-wykonczenia", /\b(do wykonczenia|to completion)/],
  ["do-remontu", /\b(do remontu|do odswiezenia|to renovation)/],
  ["do-zamieszkania", /\b(do zamieszkania|po remoncie|ready to use)/],
] as const;

// Co-operative ownership is 'spółdzielcze własnościowe': before the plain 'własność'.
const OWNERSHIP = [
  ["spoldzielcze", /\b(spoldziel|co operative|cooperative|limited ownership)/],
  ["uzytkowanie-wieczyste", /\b(wieczyst|usufruct)/],
  ["udzial", /\b(udzial|share)/],
  ["pelna-wlasnosc", /\b(wlasnosc|full ownership)/],
  ["inne", /\b(inn[eya]|other)\b/],
] as const;

const PARKING = [
  ["brak", /^(brak|nie|none|no)\b/],
  ["garaz", /\b(garaz|garage)/],
  ["naziemne", /\b(parking|naziemn)/],
] as const;

// Agricultural-and-building land before the building and agricultural kinds it names.
const PLOT_TYPES = [
  ["rolno-budowlana", /\brolno\b/],
  ["budowlana", /\b(budowlan|building)/],
  ["rolna", /\b(roln|agricultural)/],
  ["rekreacyjna", /\b(rekreac|recreation)/],
  ["lesna", /\b(lesn|forest)/],
  ["inwestycyjna", /\b(inwestyc|invest)/],
] as const;

const OUTDOOR = [
  ["balkon", /\b(balkon|balcon)/],
  ["loggia", /\blogg/],
  ["taras", /\b(taras|terrace)/],
  ["ogrod", /\b(ogrod|garden)/],
] as const;

const UTILITIES = [
  ["prad", /\b(prad|energia|elektry|electric)/],
  ["woda", /\b(woda|wody|wodociag|water)/],
  ["gaz", /\b(gaz|gas)/],
  ["kanalizacja", /\b(kanaliz|sewage|sewerage)/],
] as const;

/**
 * Lists of features ('Informacje dodatkowe: balkon, winda, garaż'): each item fills the
 * parameter it names.
 */
function features(text: string): FormValues {
  const out: FormValues = {};
  const outdoor = chooseAll(text, OUTDOOR);
  if (outdoor.length) out.outdoor = outdoor;
  const items = chooseAll(text, [
    ["winda", /\b(winda|lift|elevator)/],
    ["garaz", /\b(garaz|garage)/],
    ["naziemne", /\bparking/],
  ]);
  if (items.includes("winda")) out.elevator = "tak";
  const parking = items.find((item) => item !== "winda");
  if (parking) out.parking = parking;
  return out;
}

/** A parameter that is a yes or no under its own name ('Balkon: tak', 'Garaż: nie'). */
function flag(text: string, yes: FormValues): FormValues | undefined {
  const folded = foldWords(text);
  if (YES.test(folded)) return yes;
  return NO.test(folded) ? {} : undefined;
}

/**
 * The floor as the form takes it (-1 suterena, 0 parter, else the number): '3', 'parter',
 * 'floor_2', '3/4' and '3 z 4' (with the building's floors). '10+' or 'powyżej 10' say too little.
 */
function floor(text: string): FormValues | undefined {
  const lower = text.toLowerCase();
  if (/\+|>|powyżej|powyzej|plus|higher/.test(lower)) return undefined;
  const level = (word: string) =>
    /parter|ground/.test(word)
      ? "0"
      : /sutere|piwnic|cellar/.test(word)
        ? "-1"
        : /\d+/.exec(word)?.[0];
  const of = /^(.*?)\s*(?:\/|\bz\b)\s*(\d+)\s*$/.exec(lower);
  if (of) {
    const at = level(of[1]);
    return at === undefined ? undefined : { floor: at, floorsTotal: of[2] };
  }
  const at = level(lower);
  return at === undefined ? undefined : { floor: at };
}

/** The first number of a text ('450 zł/mies.', 'ok. 1 250,5 m²') as written, for the form to read. */
function numberText(text: string): string | undefined {
  const run = /\d[\d\s\u00a0\u202f.,]*/.exec(text)?.[0];
  return run?.replace(/[\s.,\u00a0\u202f]+$/, "");
}

/** A plot's area in m², also from ares ('10 arów') and hectares ('1,5 ha'). */
function plotArea(text: string): string | undefined {
  const number = numberText(text);
  if (!number) return undefined;
  const unit = foldWords(text.slice(text.indexOf(number) + number.length)).split(" ")[0];
  const factor = unit === "ha" ? 10_000 : /^(a|ar|ary|arow)$/.test(unit) ? 100 : 1;
  if (factor === 1) return number;
  const parsed = parsePolishNumber(number, { decimals: 4 });
  return parsed.ok ? formatNumberInput(Math.round(parsed.value * factor * 100) / 100) : number;
}

/** A day as the form takes it (YYYY-MM-DD), from ISO dates and times or '1.05.2026'. */
function day(text: string): string {
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(text);
  if (iso) return iso[1];
  const polish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!polish) return text;
  return `${polish[3]}-${polish[2].padStart(2, "0")}-${polish[1].padStart(2, "0")}`;
}

/** How a value under one of the names below becomes form values; undefined: unreadable. */
type Reader = (text: string) => FormValues | undefined;

const one =
  (key: ListingParamKey, read: (text: string) => FormText | undefined): Reader =>
  (text) => {
    const value = read(text);
    return value === undefined ? undefined : { [key]: value };
  };
const choice = (key: ListingParamKey, table: readonly (readonly [string, RegExp])[]) =>
  one(key, (text) => choose(text, table));
const set = (key: ListingParamKey, table: readonly (readonly [string, RegExp])[]) =>
  one(key, (text) => {
    const values = chooseAll(text, table);
    return values.length ? values : undefined;
  });

const READERS = {
  market: choice("market", MARKETS),
  buildingType: choice("buildingType", BUILDING_TYPES),
  floor,
  floorsTotal: one("floorsTotal", (text) => (/parter/i.test(text) ? "0" : numberText(text))),
  yearBuilt: one("yearBuilt", numberText),
  condition: choice("condition", CONDITIONS),
  heating: choice("heating", HEATING),
  elevator: one("elevator", (text) => {
    const folded = foldWords(text);
    return YES.test(folded) ? "tak" : NO.test(folded) ? "nie" : undefined;
  }),
  outdoor: set("outdoor", OUTDOOR),
  parking: choice("parking", PARKING),
  ownership: choice("ownership", OWNERSHIP),
  rentAdditional: one("rentAdditional", numberText),
  deposit: one("deposit", numberText),
  availableFrom: one("availableFrom", day),
  plotArea: one("plotArea", plotArea),
  plotType: choice("plotType", PLOT_TYPES),
  utilities: set("utilities", UTILITIES),
  features,
  balkon: (text) => flag(text, { outdoor: ["balkon"] }),
  loggia: (text) => flag(text, { outdoor: ["loggia"] }),
  taras: (text) => flag(text, { outdoor: ["taras"] }),
  ogrod: (text) => flag(text, { outdoor: ["ogrod"] }),
  garaz: (text) => flag(text, { parking: "garaz" }),
} satisfies Record<string, Reader>;

/**
 * The names sources give the parameters, folded (foldWords()): portals' Polish labels, the JSON
 * feed's fields (README, Import) and Otodom's and schema.org's own keys. Any other name is not
 * one of our parameters and is passed over.
 */
const NAMES: Record<string, keyof typeof READERS> = {
  rynek: "market",
  market: "market",
  "rodzaj zabudowy": "buildingType",
  "typ zabudowy": "buildingType",
  "typ budynku": "buildingType",
  "building type": "buildingType",
  builttype: "buildingType",
  pietro: "floor",
  poziom: "floor",
  "floor no": "floor",
  floorlevel: "floor",
  "liczba pieter": "floorsTotal",
  "liczba pieter w budynku": "floorsTotal",
  "building floors num": "floorsTotal",
  "rok budowy": "yearBuilt",
  "build year": "yearBuilt",
  yearbuilt: "yearBuilt",
  "stan wykonczenia": "condition",
  "construction status": "condition",
  ogrzewanie: "heating",
  heating: "heating",
  winda: "elevator",
  lift: "elevator",
  "balkon taras ogrod": "outdoor",
  "balkon ogrod taras": "outdoor",
  parking: "parking",
  "miejsce parkingowe": "parking",
  "forma wlasnosci": "ownership",
  "building ownership": "ownership",
  czynsz: "rentAdditional",
  "czynsz dodatkowo": "rentAdditional",
  rent: "rentAdditional",
  kaucja: "deposit",
  deposit: "deposit",
  "dostepne od": "availableFrom",
  "free from": "availableFrom",
  "powierzchnia dzialki": "plotArea",
  "terrain area": "plotArea",
  "rodzaj dzialki": "plotType",
  "typ dzialki": "plotType",
  media: "utilities",
  "media types": "utilities",
  "informacje dodatkowe": "features",
  udogodnienia: "features",
  "extras types": "features",
  balkon: "balkon",
  loggia: "loggia",
  taras: "taras",
  ogrod: "ogrod",
  garaz: "garaz",
};

const SETS = new Set<ListingParamKey>(["outdoor", "utilities"]);

/** A value quoted in a message, cut short. */
function quoted(text: string): string {
  return `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;
}

/**
 * Reads the parameters a portal page or a feed item gives into our columns' values. The first
 * readable value of a parameter wins (lists add up); each is then checked by the listing form's
 * own schema (listingParamsSchema), so an import stores exactly what the form would. A value
 * that cannot be read or that the form refuses is dropped and named in `dropped`; the listing
 * imports without it.
 */
export function normalizeListingParams(entries: readonly SourceParam[]): NormalizedParams {
  const texts: FormValues = {};
  const given: Partial<Record<ListingParamKey, string>> = {};
  const dropped: string[] = [];
  for (const { name, value } of entries) {
    const reader = NAMES[foldWords(name)];
    const text = asText(value);
    if (!reader || text === undefined) continue;
    const read = READERS[reader](text);
    if (!read) {
      dropped.push(`${name} ${quoted(text)}: nieczytelna wartość`);
      continue;
    }
    for (const [key, formText] of Object.entries(read) as [ListingParamKey, FormText][]) {
      const before = texts[key];
      if (SETS.has(key) && Array.isArray(before) && Array.isArray(formText)) {
        texts[key] = [...new Set([...before, ...formText])];
      } else if (before === undefined) {
        texts[key] = formText;
        given[key] = text;
      }
    }
  }

  // Field by field with the form's rules, then together (a floor above the building's top).
  const shape = listingParamsSchema.shape;
  const accepted: FormValues = {};
  for (const [key, formText] of Object.entries(texts) as [ListingParamKey, FormText][]) {
    const checked = shape[key].safeParse(formText);
    if (checked.success) accepted[key] = formText;
    else dropped.push(droppedText(key, given[key] ?? String(formText), checked.error.issues));
  }
  let whole = listingParamsSchema.safeParse(accepted);
  if (!whole.success) {
    for (const issue of whole.error.issues) {
      const key = issue.path[0] as ListingParamKey;
      dropped.push(droppedText(key, given[key] ?? String(accepted[key]), [issue]));
      delete accepted[key];
    }
    whole = listingParamsSchema.safeParse(accepted);
  }
  const params = Object.fromEntries(LISTING_PARAM_KEYS.map((key) => [key, null])) as ListingParams;
  return { params: whole.success ? { ...params, ...whole.data } : params, dropped };
}

function droppedText(key: ListingParamKey, given: string, issues: { message: string }[]): string {
  return `${LISTING_PARAM_LABELS[key]} ${quoted(given)}: ${issues[0]?.message ?? "nieprawidłowa wartość"}`;
}
