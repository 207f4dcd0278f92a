import { randomUUID } from "node:crypto";
import { JSON_IMPORT_INTENT } from "../../../shared/json-import.ts";
import type { ActionFixtures } from "./action-fixture.ts";
import { formOf } from "./action-fixture.ts";

/**
 * The form with which each import-tab action succeeds: a feed of fresh links, so each call adds
 * its own listing. `confirm` lets it archive what other fixtures imported from the same source.
 */
export const IMPORT_ACTION_FIXTURES: ActionFixtures = {
  [JSON_IMPORT_INTENT]: async () =>
    formOf({
      json: JSON.stringify([
        {
          tytul: "Dom z ogrodem",
          kategoria: "dom",
          lokalizacja: "Jelna",
          cena: 450000,
          zrodlo: "Domiporta",
          link: `https://www.domiporta.pl/nieruchomosci/${randomUUID()}`,
        },
      ]),
      confirm: "1",
    }),
};
