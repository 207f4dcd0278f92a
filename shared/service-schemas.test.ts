import { describe, expect, it } from "vitest";
import { PHONE_TEXT } from "./phone";
import {
  AVAILABILITY_EXAMPLE,
  SERVICE_FIELDS,
  SERVICE_TEXT,
  serviceFormSchema,
  serviceSchema,
} from "./service-schemas";
import { firstErrors } from "./testing/first-errors";

const valid = {
  title: "  Instalacje elektryczne  ",
  priceFrom: "80",
  category: "elektryczne",
  location: "lezajsk",
  phone: "600 123 456",
};

function errors(input: Record<string, unknown>) {
  const parsed = serviceSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : firstErrors(parsed.error);
}

describe("serviceSchema", () => {
  it("parses the required fields and fills the defaults", () => {
    expect(serviceSchema.parse(valid)).toEqual({
      title: "Instalacje elektryczne",
      priceFrom: 80,
      category: "elektryczne",
      location: "lezajsk",
      description: "",
      offeredServices: [],
      warrantyMonths: null,
      contactPerson: null,
      phone: "+48600123456",
      // Unknown stays unknown: nothing is invented for a company that did not say.
      availability: null,
    });
    expect(serviceSchema.parse({ ...valid, availability: "  " }).availability).toBeNull();
    expect(serviceSchema.parse({ ...valid, availability: " Pn-Sob 7-15 " }).availability).toBe(
      "Pn-Sob 7-15",
    );
    expect(AVAILABILITY_EXAMPLE).toBe("Pn-Pt 8-17");
  });

  it("names every missing required field in Polish", () => {
    expect(errors({})).toEqual({
      title: expect.any(String),
      priceFrom: "Podaj cenę w złotych za godzinę (od 1 do 100 000 zł), np. 80.",
      category: "Wybierz kategorię.",
      location: "Wybierz miejscowość.",
      phone: "Podaj numer telefonu.",
    });
  });

  it("takes whole złoty from 1 to 100 000 with spaces, dots, 'zł' or ',00'", () => {
    const price = (priceFrom: string) => serviceSchema.parse({ ...valid, priceFrom }).priceFrom;
    expect(price("1 200 zł")).toBe(1200);
    expect(price("1.200")).toBe(1200);
    expect(price("80,00")).toBe(80);
    expect(price("100000")).toBe(100_000);
    for (const priceFrom of ["0", "100001", "-5", "osiemdziesiąt", " ", "1.2", "1,200"]) {
      expect(errors({ ...valid, priceFrom }).priceFrom, priceFrom).toBe(
        "Podaj cenę w złotych za godzinę (od 1 do 100 000 zł), np. 80.",
      );
    }
    // Grosze are refused, not rounded: the page would show a price nobody typed.
    expect(errors({ ...valid, priceFrom: "79,50" }).priceFrom).toBe(
      "Podaj cenę w pełnych złotych za godzinę, bez groszy, np. 80.",
    );
  });

  it("limits the title to 120 characters", () => {
    expect(serviceSchema.safeParse({ ...valid, title: "a".repeat(120) }).success).toBe(true);
    expect(errors({ ...valid, title: "a".repeat(121) }).title).toMatch(/120/);
    expect(errors({ ...valid, title: "   " }).title).toBeDefined();
  });

  it("accepts only the 8 categories and the 15 locations", () => {
    expect(errors({ ...valid, category: "hydraulika" }).category).toBe("Wybierz kategorię.");
    expect(errors({ ...valid, location: "rzeszow" }).location).toBe("Wybierz miejscowość.");
  });

  it("limits the description to 5000 characters", () => {
    expect(serviceSchema.safeParse({ ...valid, description: "a".repeat(5000) }).success).toBe(true);
    expect(errors({ ...valid, description: "a".repeat(5001) }).description).toMatch(/5000/);
  });

  it("trims offered services and drops empty entries and repeats", () => {
    const parsed = serviceSchema.parse({
      ...valid,
      offeredServices: ["  Montaż gniazd ", "", "   ", "Pomiary\nMontaż gniazd", "Oświetlenie"],
    });
    expect(parsed.offeredServices).toEqual(["Montaż gniazd", "Pomiary", "Oświetlenie"]);
  });

  it("allows at most 20 offered services of at most 80 characters", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `Usługa ${i + 1}`);
    expect(serviceSchema.parse({ ...valid, offeredServices: twenty }).offeredServices).toHaveLength(
      20,
    );
    expect(
      errors({ ...valid, offeredServices: [...twenty, "Jeszcze jedna"] }).offeredServices,
    ).toMatch(/20/);
    expect(serviceSchema.safeParse({ ...valid, offeredServices: ["a".repeat(80)] }).success).toBe(
      true,
    );
    expect(errors({ ...valid, offeredServices: ["a".repeat(81)] }).offeredServices).toMatch(/80/);
  });

  it("takes the warranty as whole months 0–600, empty meaning none", () => {
    expect(serviceSchema.parse({ ...valid, warrantyMonths: "" }).warrantyMonths).toBeNull();
    expect(serviceSchema.parse({ ...valid, warrantyMonths: " 24 " }).warrantyMonths).toBe(24);
    expect(serviceSchema.parse({ ...valid, warrantyMonths: "0" }).warrantyMonths).toBe(0);
    expect(serviceSchema.parse({ ...valid, warrantyMonths: "600" }).warrantyMonths).toBe(600);
    for (const warrantyMonths of ["601", "-1", "1.5", "12,5", "dwa lata"]) {
      expect(errors({ ...valid, warrantyMonths }).warrantyMonths, warrantyMonths).toMatch(
        /od 0 do 600/,
      );
    }
  });

  it("keeps the contact person optional and at most 80 characters", () => {
    expect(serviceSchema.parse({ ...valid, contactPerson: " Jan Kowalski " }).contactPerson).toBe(
      "Jan Kowalski",
    );
    expect(serviceSchema.parse({ ...valid, contactPerson: "  " }).contactPerson).toBeNull();
    expect(errors({ ...valid, contactPerson: "a".repeat(81) }).contactPerson).toMatch(/80/);
  });

  it("checks the phone with the listing form's rule and messages", () => {
    expect(serviceSchema.parse({ ...valid, phone: "0048 601-455-278" }).phone).toBe("+48601455278");
    expect(errors({ ...valid, phone: "12345" }).phone).toBe(PHONE_TEXT.invalid);
  });

  it("keeps a given availability up to 60 characters", () => {
    expect(serviceSchema.parse({ ...valid, availability: " Całodobowo " }).availability).toBe(
      "Całodobowo",
    );
    expect(errors({ ...valid, availability: "a".repeat(61) }).availability).toMatch(/60/);
  });

  it("has no premium: a paid flag is never the company's to tick", () => {
    expect(serviceSchema.parse({ ...valid, isPremium: "on" })).not.toHaveProperty("isPremium");
  });
});

describe("serviceFormSchema", () => {
  it("reads the form as posted: one offered service or several, unknown fields dropped", () => {
    const one = serviceFormSchema.parse({ ...valid, offeredServices: "Montaż", rating: "5" });
    expect(one.offeredServices).toEqual(["Montaż"]);
    expect(one).not.toHaveProperty("rating");
    const several = serviceFormSchema.parse({ ...valid, offeredServices: ["Montaż", "Serwis"] });
    expect(several.offeredServices).toEqual(["Montaż", "Serwis"]);
    expect(serviceFormSchema.parse(valid)).toMatchObject({ id: "", photos: [] });
  });

  it("names exactly the schema's fields", () => {
    expect([...SERVICE_FIELDS].sort()).toEqual(Object.keys(serviceSchema.shape).sort());
  });
});

describe("SERVICE_TEXT", () => {
  it("holds the spec's toasts and confirmation", () => {
    expect(SERVICE_TEXT).toEqual({
      successTitle: "Sukces",
      errorTitle: "Błąd",
      added: "Usługa została dodana.",
      updated: "Usługa została zaktualizowana.",
      deleted: "Usługa została usunięta.",
      addFailed: "Nie udało się dodać usługi.",
      updateFailed: "Nie udało się zaktualizować usługi.",
      deleteFailed: "Nie udało się usunąć usługi.",
      deleteConfirmTitle: "Czy na pewno chcesz usunąć tę usługę?",
      deleteConfirmText: "Ta akcja jest nieodwracalna. Usługa zostanie trwale usunięta.",
    });
  });
});
