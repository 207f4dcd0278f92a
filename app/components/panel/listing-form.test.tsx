// @vitest-environment happy-dom
import { listingFormSchema } from "@shared/listing-schemas";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSubmission, refused } from "~/http/action-reply.server";
import { ListingForm, newListingStart } from "./listing-form";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const START = newListingStart("600 123 456");

function Form() {
  return (
    <ListingForm
      start={START}
      maxPhotos={20}
      mapTileUrl="http://127.0.0.1:9/{z}/{x}/{y}.png"
      onSaved={() => {}}
      onCancel={() => {}}
    />
  );
}

/** The form on the properties tab's route, whose action is `action`. */
function renderForm(action: (form: FormData) => unknown) {
  const Stub = createRoutesStub([
    {
      path: "/panel/properties",
      Component: Form,
      action: async ({ request }) => action(await request.formData()),
    },
  ]);
  render(<Stub initialEntries={["/panel/properties"]} />);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Tytuł"), "Dom z ogrodem");
  await user.type(screen.getByLabelText("Cena (zł)"), "350.000");
  await user.selectOptions(screen.getByLabelText("Miejscowość"), "lezajsk");
  await user.type(screen.getByLabelText("Powierzchnia (m²)"), "120,5");
}

describe("ListingForm (the form layer)", () => {
  it("accepts a price and an area typed the Polish way and posts them as typed", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    renderForm((form) => {
      posted.push(form);
      return refused("listing-save", parseSubmission(form, listingFormSchema), {
        message: "Nie udało się dodać ogłoszenia.",
      });
    });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Dodaj ogłoszenie" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get("price")).toBe("350.000");
    expect(posted[0]?.get("area")).toBe("120,5");
    expect(posted[0]?.get("photos")).toBe("[]");
    // The schema the server uses reads them as numbers.
    const read = parseSubmission(posted[0] ?? new FormData(), listingFormSchema);
    expect(read.status === "success" && read.value).toMatchObject({ price: 350000, area: 120.5 });
    expect(screen.getByLabelText("Cena (zł)").getAttribute("aria-invalid")).toBeNull();
  });

  it("says at the field what is wrong before anything is sent", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderForm(() => {
      posted += 1;
      return null;
    });
    await user.type(screen.getByLabelText("Cena (zł)"), "dużo");
    await user.click(screen.getByRole("button", { name: "Dodaj ogłoszenie" }));
    const price = screen.getByLabelText("Cena (zł)");
    await waitFor(() => expect(price.getAttribute("aria-invalid")).toBe("true"));
    const described = price.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe(
      "Podaj cenę w złotych, np. 350 000.",
    );
    expect(screen.getByText("Podaj tytuł ogłoszenia.")).toBeTruthy();
    expect(posted).toBe(0);
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderForm((form) =>
      refused("listing-save", parseSubmission(form, listingFormSchema), {
        title: "Błąd",
        message: "Nie udało się dodać ogłoszenia.",
        fieldErrors: { photos: "Plik dom.png nie jest obrazem." },
      }),
    );
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Dodaj ogłoszenie" }));
    expect(await screen.findByText("Plik dom.png nie jest obrazem.")).toBeTruthy();
    expect(screen.getByLabelText("Wybierz pliki").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText<HTMLInputElement>("Tytuł").value).toBe("Dom z ogrodem");
    expect(screen.getByLabelText<HTMLInputElement>("Cena (zł)").value).toBe("350.000");
    expect(screen.getByLabelText<HTMLSelectElement>("Miejscowość").value).toBe("lezajsk");
  });
});

describe("ListingForm's parameters", () => {
  const shown = (label: string) => screen.queryByLabelText(label) !== null;

  it("shows only the parameters of the chosen type and transaction", async () => {
    const user = userEvent.setup();
    renderForm(() => null);
    // A flat for sale: floor, market, elevator; no rental or plot fields.
    expect(shown("Piętro")).toBe(true);
    expect(shown("Rynek")).toBe(true);
    expect(shown("Winda")).toBe(true);
    expect(shown("Kaucja (zł)")).toBe(false);
    expect(shown("Rodzaj działki")).toBe(false);

    await user.selectOptions(screen.getByLabelText("Rodzaj oferty"), "wynajem");
    await waitFor(() => expect(shown("Kaucja (zł)")).toBe(true));
    expect(shown("Dostępne od")).toBe(true);
    expect(shown("Rynek")).toBe(false);

    await user.selectOptions(screen.getByLabelText("Typ"), "dzialka");
    await waitFor(() => expect(shown("Rodzaj działki")).toBe(true));
    expect(screen.getByRole("group", { name: "Media" })).toBeTruthy();
    expect(shown("Piętro")).toBe(false);
    expect(shown("Kaucja (zł)")).toBe(false);

    await user.selectOptions(screen.getByLabelText("Typ"), "dom");
    await user.selectOptions(screen.getByLabelText("Rodzaj oferty"), "sprzedaz");
    await waitFor(() => expect(shown("Powierzchnia działki (m²)")).toBe(true));
    expect(shown("Rodzaj działki")).toBe(false);
    expect(shown("Piętro")).toBe(false);
  });

  it("posts the parameters shown, typed the Polish way, and refuses a floor above the top", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    renderForm((form) => {
      posted.push(form);
      return null;
    });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText("Piętro"), "5");
    await user.type(screen.getByLabelText("Liczba pięter w budynku"), "4");
    await user.click(screen.getByRole("button", { name: "Dodaj ogłoszenie" }));
    await waitFor(() =>
      expect(
        screen.getByText("Piętro nie może być wyższe niż liczba pięter w budynku."),
      ).toBeTruthy(),
    );
    expect(posted).toHaveLength(0);

    await user.clear(screen.getByLabelText("Liczba pięter w budynku"));
    await user.type(screen.getByLabelText("Liczba pięter w budynku"), "10");
    await user.selectOptions(screen.getByLabelText("Rynek"), "wtorny");
    await user.click(screen.getByRole("checkbox", { name: "Balkon" }));
    await user.click(screen.getByRole("button", { name: "Dodaj ogłoszenie" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const read = parseSubmission(posted[0] ?? new FormData(), listingFormSchema);
    expect(read.status === "success" && read.value).toMatchObject({
      floor: 5,
      floorsTotal: 10,
      market: "wtorny",
      outdoor: ["balkon"],
      deposit: null,
    });
  });
});
