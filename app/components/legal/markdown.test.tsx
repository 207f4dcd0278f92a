// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

afterEach(cleanup);

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <Markdown text={text} slots={{ email: <a href="mailto:a@b.pl">a@b.pl</a> }} />
    </MemoryRouter>,
  );

const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the legal documents' Markdown", () => {
  it("renders headings with their anchors, paragraphs and both kinds of list", () => {
    renderText(
      "## § 9. Zgłoszenia {#dsa}\n\nJeden\nakapit.\n\n1. pierwszy,\n   dalej\n2. drugi\n\n- a\n- b",
    );
    expect(screen.getByRole("heading", { level: 2, name: "§ 9. Zgłoszenia" }).id).toBe("dsa");
    expect(screen.getByRole("paragraph").textContent).toBe("Jeden akapit.");
    const [numbered, bulleted] = screen.getAllByRole("list");
    expect(numbered.tagName).toBe("OL");
    expect(items(numbered)).toEqual(["pierwszy, dalej", "drugi"]);
    expect(bulleted.tagName).toBe("UL");
    expect(items(bulleted)).toEqual(["a", "b"]);
  });

  it("renders bold, code and the page's slots; an unknown slot stays as written", () => {
    renderText("**Konto** i `plik.json`: {email}, {nic}");
    const paragraph = screen.getByRole("paragraph");
    expect(paragraph.textContent).toBe("Konto i plik.json: a@b.pl, {nic}");
    expect(within(paragraph).getByRole("strong").textContent).toBe("Konto");
    expect(within(paragraph).getByRole("code").textContent).toBe("plik.json");
    expect(within(paragraph).getByRole("link", { name: "a@b.pl" }).getAttribute("href")).toBe(
      "mailto:a@b.pl",
    );
  });

  it("links only to site paths and http(s) addresses, and passes no HTML through", () => {
    renderText("[Cennik](/cennik) [UODO](https://uodo.gov.pl)");
    expect(screen.getByRole("link", { name: "Cennik" }).getAttribute("href")).toBe("/cennik");
    expect(screen.getByRole("link", { name: "UODO" }).getAttribute("href")).toBe(
      "https://uodo.gov.pl",
    );
    cleanup();
    renderText("[zło](javascript:alert) [obcy](//example.com) <b>x</b>");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("paragraph").textContent).toBe("zło obcy <b>x</b>");
  });
});
