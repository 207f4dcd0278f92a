import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Button, ButtonLink } from "./button";
import { Card } from "./card";
import { Dialog } from "./dialog";
import { Field, fieldAria } from "./field";
import { Input, Select, Textarea } from "./input";

/** The attributes of the first element with this tag in the markup. */
function attributes(html: string, tag: string): Record<string, string> {
  const open = html.match(new RegExp(`<${tag}\\b([^>]*)>`));
  if (!open) throw new Error(`no <${tag}> in ${html}`);
  return Object.fromEntries(
    [...open[1].matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? ""]),
  );
}

function field(props: { hint?: string; error?: string }) {
  return renderToStaticMarkup(
    <Field id="f-email" label="E-mail" {...props}>
      <Input id="f-email" name="email" {...fieldAria("f-email", props)} />
    </Field>,
  );
}

describe("Field", () => {
  it("names the control by its label and leaves a valid control without error wiring", () => {
    const html = field({});
    expect(attributes(html, "label").for).toBe("f-email");
    const input = attributes(html, "input");
    expect(input.id).toBe("f-email");
    expect(input["aria-invalid"]).toBeUndefined();
    expect(input["aria-describedby"]).toBeUndefined();
  });

  it("describes the control by its hint and marks it invalid with its error", () => {
    const html = field({
      hint: "Na ten adres wyślemy link.",
      error: "Podaj poprawny adres e-mail.",
    });
    const input = attributes(html, "input");
    expect(input["aria-invalid"]).toBe("true");
    expect(input["aria-describedby"]).toBe("f-email-hint f-email-error");
    expect(html).toContain('id="f-email-hint"');
    expect(html).toMatch(/id="f-email-error"[^>]*>Podaj poprawny adres e-mail\.</);
  });

  it("says an optional field is optional in its label", () => {
    const html = renderToStaticMarkup(
      <Field id="f-phone" label="Telefon" optional>
        <Input id="f-phone" />
      </Field>,
    );
    expect(html).toMatch(/<label[^>]*>Telefon<span[^>]*> \(opcjonalnie\)<\/span><\/label>/);
  });
});

function SignInLink() {
  return <ButtonLink to="/auth">Zaloguj się</ButtonLink>;
}
const Stub = createRoutesStub([{ path: "/", Component: SignInLink }]);

describe("Button", () => {
  it("never submits by accident: type=button unless told otherwise", () => {
    expect(attributes(renderToStaticMarkup(<Button>Anuluj</Button>), "button").type).toBe("button");
    const submit = attributes(
      renderToStaticMarkup(<Button type="submit">Zapisz</Button>),
      "button",
    );
    expect(submit.type).toBe("submit");
  });

  it("gives each variant its own look and keeps the caller's layout classes", () => {
    const classOf = (variant: "primary" | "secondary" | "ghost" | "danger") =>
      attributes(renderToStaticMarkup(<Button variant={variant}>x</Button>), "button").class;
    const classes = new Set(
      ["primary", "secondary", "ghost", "danger"].map((v) => classOf(v as never)),
    );
    expect(classes.size).toBe(4);
    expect(classOf("primary")).toContain("bg-brand-700");
    expect(classOf("danger")).toContain("bg-red-700");
    const wide = renderToStaticMarkup(
      <Button block className="mt-3">
        x
      </Button>,
    );
    expect(attributes(wide, "button").class).toMatch(/\bw-full\b.*\bmt-3\b/);
  });

  it("as a link goes where it says and looks like the button", () => {
    const link = attributes(renderToStaticMarkup(<Stub />), "a");
    expect(link.href).toBe("/auth");
    expect(link.class).toBe(attributes(renderToStaticMarkup(<Button>x</Button>), "button").class);
  });
});

describe("Input, Textarea, Select", () => {
  it("share one bordered look; an inline control is not stretched to the full width", () => {
    const input = attributes(renderToStaticMarkup(<Input />), "input").class;
    const textarea = attributes(renderToStaticMarkup(<Textarea />), "textarea").class;
    const select = attributes(renderToStaticMarkup(<Select />), "select").class;
    for (const c of [input, textarea, select]) expect(c).toContain("border-gray-300");
    expect(input).toBe(textarea);
    // A select is `:read-only` to CSS: it must not look disabled.
    expect(select).not.toContain("read-only:");
    const inline = attributes(renderToStaticMarkup(<Select inline />), "select").class;
    expect(inline).not.toContain("w-full");
  });
});

describe("Dialog", () => {
  it("is a native dialog named by its title and described by its description", () => {
    const html = renderToStaticMarkup(
      <Dialog
        title="Usuń ogłoszenie"
        description="Tej operacji nie można cofnąć."
        onClose={() => {}}
      >
        <p>Treść</p>
      </Dialog>,
    );
    const dialog = attributes(html, "dialog");
    const title = attributes(html, "h2");
    expect(dialog["aria-labelledby"]).toBe(title.id);
    expect(html).toContain(`id="${dialog["aria-describedby"]}"`);
    expect(html).toMatch(
      /<button type="button"[^>]*>.*<span class="sr-only">Zamknij<\/span><\/button>/,
    );
  });
});

describe("Card", () => {
  it("renders the element asked for, with its variant", () => {
    const html = renderToStaticMarkup(
      <Card as="section" variant="danger" aria-labelledby="h">
        x
      </Card>,
    );
    expect(attributes(html, "section")["aria-labelledby"]).toBe("h");
    expect(attributes(html, "section").class).toContain("border-red-200");
  });
});
