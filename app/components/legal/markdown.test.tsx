import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const html = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown text={text} slots={{ email: <a href="mailto:a@b.pl">a@b.pl</a> }} />
    </MemoryRouter>,
  );

describe("the legal documents' Markdown", () => {
  it("renders headings with their anchors, paragraphs and both kinds of list", () => {
    expect(
      html(
        "## § 9. Zgłoszenia {#dsa}\n\nJeden\nakapit.\n\n1. pierwszy,\n   dalej\n2. drugi\n\n- a\n- b",
      ),
    ).toBe(
      '<h2 id="dsa">§ 9. Zgłoszenia</h2><p>Jeden akapit.</p><ol><li>pierwszy, dalej</li><li>drugi</li></ol><ul><li>a</li><li>b</li></ul>',
    );
  });

  it("renders bold, code and the page's slots; an unknown slot stays as written", () => {
    expect(html("**Konto** i `plik.json`: {email}, {nic}")).toBe(
      '<p><strong>Konto</strong> i <code>plik.json</code>: <a href="mailto:a@b.pl">a@b.pl</a>, {nic}</p>',
    );
  });

  it("links only to site paths and http(s) addresses, and passes no HTML through", () => {
    expect(html("[Cennik](/cennik) [UODO](https://uodo.gov.pl)")).toBe(
      '<p><a href="/cennik" data-discover="true">Cennik</a> <a href="https://uodo.gov.pl">UODO</a></p>',
    );
    expect(html("[zło](javascript:alert) [obcy](//example.com) <b>x</b>")).toBe(
      "<p>zło obcy &lt;b&gt;x&lt;/b&gt;</p>",
    );
  });
});
