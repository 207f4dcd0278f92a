// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Button, ButtonLink } from "./button";
import { Card } from "./card";
import { Dialog } from "./dialog";
import { Field, fieldAria } from "./field";
import { Input, Select, Textarea } from "./input";
import { toast } from "./toast";

afterEach(cleanup);
// Test files share a worker's modules (vitest.config.ts: isolate false): a toast another file's
// component left in the store would show inside the open dialog, with its own "Zamknij".
beforeEach(() => toast.dismiss());

/** The texts of the elements that describe `element`, in order. */
function description(element: HTMLElement): string[] {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`);
}

function renderField(props: { hint?: string; error?: string }) {
  render(
    <Field id="f-email" label="E-mail" {...props}>
      <Input id="f-email" name="email" {...fieldAria("f-email", props)} />
    </Field>,
  );
  return screen.getByRole("textbox", { name: "E-mail" });
}

describe("Field", () => {
  it("names the control by its label and leaves a valid control without error wiring", () => {
    const input = renderField({});
    expect(input.getAttribute("name")).toBe("email");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(description(input)).toEqual([]);
  });

  it("describes the control by its hint and marks it invalid with its error", () => {
    const input = renderField({
      hint: "Na ten adres wyślemy link.",
      error: "Podaj poprawny adres e-mail.",
    });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(description(input)).toEqual([
      "Na ten adres wyślemy link.",
      "Podaj poprawny adres e-mail.",
    ]);
  });

  it("says an optional field is optional in its label", () => {
    render(
      <Field id="f-phone" label="Telefon" optional>
        <Input id="f-phone" />
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "Telefon (opcjonalnie)" })).toBeTruthy();
  });
});

function SignInLink() {
  return <ButtonLink to="/auth">Zaloguj się</ButtonLink>;
}
function SignInPage() {
  return <h1>Logowanie</h1>;
}
const Stub = createRoutesStub([
  { path: "/", Component: SignInLink },
  { path: "/auth", Component: SignInPage },
]);

describe("Button", () => {
  it("never submits by accident: type=button unless told otherwise", async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <Button>Anuluj</Button>
        <Button type="submit">Zapisz</Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Anuluj" }));
    expect(submitted).toBe(0);
    await user.click(screen.getByRole("button", { name: "Zapisz" }));
    expect(submitted).toBe(1);
  });

  it("gives each variant its own look and keeps the caller's layout classes", () => {
    const variants = ["primary", "secondary", "ghost", "danger"] as const;
    render(
      <>
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
        <Button block className="mt-3">
          szeroki
        </Button>
      </>,
    );
    const classOf = (name: string) => screen.getByRole("button", { name }).className;
    expect(new Set(variants.map(classOf)).size).toBe(4);
    expect(classOf("primary")).toContain("bg-brand-700");
    expect(classOf("danger")).toContain("bg-red-700");
    expect(classOf("szeroki")).toMatch(/\bw-full\b.*\bmt-3\b/);
  });

  it("as a link goes where it says and looks like the button", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Stub />
        <Button>przycisk</Button>
      </>,
    );
    const link = screen.getByRole("link", { name: "Zaloguj się" });
    expect(link.className).toBe(screen.getByRole("button", { name: "przycisk" }).className);
    await user.click(link);
    expect(await screen.findByRole("heading", { name: "Logowanie" })).toBeTruthy();
  });
});

describe("Input, Textarea, Select", () => {
  it("share one bordered look; an inline control is not stretched to the full width", () => {
    render(
      <>
        <Input aria-label="pole" />
        <Textarea aria-label="opis" />
        <Select aria-label="lista" />
        <Select aria-label="wąska lista" inline />
      </>,
    );
    const input = screen.getByRole("textbox", { name: "pole" }).className;
    const textarea = screen.getByRole("textbox", { name: "opis" }).className;
    const select = screen.getByRole("combobox", { name: "lista" }).className;
    for (const c of [input, textarea, select]) expect(c).toContain("border-gray-300");
    expect(input).toBe(textarea);
    // A select is `:read-only` to CSS: it must not look disabled.
    expect(select).not.toContain("read-only:");
    expect(screen.getByRole("combobox", { name: "wąska lista" }).className).not.toContain("w-full");
  });
});

describe("Dialog", () => {
  it("is a modal named by its title, described by its description, closed by 'Zamknij'", async () => {
    const user = userEvent.setup();
    let closed = 0;
    render(
      <Dialog
        title="Usuń ogłoszenie"
        description="Tej operacji nie można cofnąć."
        onClose={() => {
          closed += 1;
        }}
      >
        <p>Treść</p>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Usuń ogłoszenie" });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(description(dialog)).toEqual(["Tej operacji nie można cofnąć."]);
    await user.click(within(dialog).getByRole("button", { name: "Zamknij" }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(closed).toBe(1);
  });
});

describe("Card", () => {
  it("renders the element asked for, with its variant", () => {
    render(
      <Card as="section" variant="danger" aria-labelledby="h">
        <h2 id="h">Usuń konto</h2>
      </Card>,
    );
    expect(screen.getByRole("region", { name: "Usuń konto" }).className).toContain(
      "border-red-200",
    );
  });
});
