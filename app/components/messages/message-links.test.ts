import {
  MESSAGE_LINK_REL,
  messagePlainText,
  parseMessageLinks,
  safeMessageHref,
} from "@shared/message-links";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageText } from "~/components/messages/message-text";

const render = (content: string) => renderToStaticMarkup(createElement(MessageText, { content }));

describe("parseMessageLinks", () => {
  it("turns [label](https://…) into a link and keeps the text around it", () => {
    expect(parseMessageLinks("Zdjęcia: [galeria](https://example.com/a?b=1) — pozdrawiam")).toEqual(
      [
        { kind: "text", text: "Zdjęcia: " },
        { kind: "link", label: "galeria", href: "https://example.com/a?b=1" },
        { kind: "text", text: " — pozdrawiam" },
      ],
    );
    expect(parseMessageLinks("[plan](http://example.com)")).toEqual([
      { kind: "link", label: "plan", href: "http://example.com/" },
    ]);
  });

  it("keeps every other scheme and relative or broken links as text", () => {
    for (const content of [
      "[x](javascript:alert(1))",
      "[x](javascript:alert`1`)",
      "[x](JaVaScRiPt:alert(1))",
      "[x](data:text/html;base64,PHNjcmlwdD4=)",
      "[x](vbscript:msgbox)",
      "[x](/panel)",
      "[x](//evil.example)",
      "[x](mailto:a@b.pl)",
      "[ ](https://example.com)",
    ]) {
      expect(
        parseMessageLinks(content).every((p) => p.kind === "text"),
        content,
      ).toBe(true);
      expect(
        parseMessageLinks(content)
          .map((p) => (p.kind === "text" ? p.text : ""))
          .join(""),
      ).toBe(content);
    }
  });

  it("turns a bare http(s) address into a link labelled as typed, without the sentence's punctuation", () => {
    expect(parseMessageLinks("Zobacz https://example.com/o?a=1&b=2. Pozdrawiam")).toEqual([
      { kind: "text", text: "Zobacz " },
      {
        kind: "link",
        label: "https://example.com/o?a=1&b=2",
        href: "https://example.com/o?a=1&b=2",
      },
      { kind: "text", text: ". Pozdrawiam" },
    ]);
    expect(
      parseMessageLinks(
        "[x] (http://example.com), a plan: https://pl.wikipedia.org/wiki/Dom_(budynek)!",
      ),
    ).toEqual([
      { kind: "text", text: "[x] (" },
      { kind: "link", label: "http://example.com", href: "http://example.com/" },
      { kind: "text", text: "), a plan: " },
      {
        kind: "link",
        label: "https://pl.wikipedia.org/wiki/Dom_(budynek)",
        href: "https://pl.wikipedia.org/wiki/Dom_(budynek)",
      },
      { kind: "text", text: "!" },
    ]);
    // Only http(s), and never inside a [label](url) link, which stays one link.
    for (const content of [
      "javascript:alert(1)",
      "ftp://example.com/a",
      "www.example.com",
      "https://",
    ]) {
      expect(parseMessageLinks(content), content).toEqual([{ kind: "text", text: content }]);
    }
    expect(parseMessageLinks("[plan](https://example.com/p)")).toEqual([
      { kind: "link", label: "plan", href: "https://example.com/p" },
    ]);
  });

  it("accepts only absolute http(s) URLs", () => {
    expect(safeMessageHref("https://okolica.pl/x")).toBe("https://okolica.pl/x");
    expect(safeMessageHref("javascript:alert(1)")).toBeNull();
    expect(safeMessageHref("ftp://example.com")).toBeNull();
    expect(safeMessageHref("example.com")).toBeNull();
  });
});

describe("MessageText", () => {
  it("renders [x](javascript:alert(1)) as text, with no link", () => {
    const html = render("[x](javascript:alert(1))");
    expect(html).not.toContain("<a");
    expect(html).not.toContain("href");
    expect(html).toBe("<span>[x](javascript:alert(1))</span>");
  });

  it("renders raw HTML as escaped text", () => {
    const html = render(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="https://e.pl">a</a>',
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    // The typed <a> stays text; only its bare address is a (safe) link.
    expect(html).toContain('&lt;a href=&quot;</span><a href="https://e.pl/"');
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;script&gt;");
  });

  it("renders an http(s) link with rel noopener noreferrer nofollow ugc", () => {
    const html = render("Zobacz [ofertę](https://example.com/o?a=1&b=2)");
    expect(html).toContain(
      `<a href="https://example.com/o?a=1&amp;b=2" target="_blank" rel="${MESSAGE_LINK_REL}"`,
    );
    expect(MESSAGE_LINK_REL).toBe("noopener noreferrer nofollow ugc");
    expect(html).toContain(">ofertę</a>");
  });

  it("renders a bare address as an escaped link that opens in a new tab", () => {
    const html = render('Oferta: https://example.com/a?x="><script>alert(1)</script>');
    expect(html).toBe(
      `<span>Oferta: </span><a href="https://example.com/a?x=" target="_blank" rel="${MESSAGE_LINK_REL}" class="font-medium underline underline-offset-2 hover:no-underline">https://example.com/a?x=</a><span>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>`,
    );
  });

  it("escapes HTML inside a link's label", () => {
    const html = render("[<b>x</b>](https://example.com)");
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;</a>");
  });
});

describe("messagePlainText", () => {
  it("reads a link as its label, as a preview shows it", () => {
    expect(messagePlainText("Zdjęcia: [galeria](https://example.com/a) — pozdrawiam")).toBe(
      "Zdjęcia: galeria — pozdrawiam",
    );
    // Not a link (another scheme) stays what the person wrote.
    expect(messagePlainText("[x](javascript:alert(1))")).toBe("[x](javascript:alert(1))");
    expect(messagePlainText("Bez linków.")).toBe("Bez linków.");
  });
});
