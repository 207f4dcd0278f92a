// @vitest-environment happy-dom
import {
  MESSAGE_LINK_REL,
  messagePlainText,
  parseMessageLinks,
  safeMessageHref,
} from "@shared/message-links";
import { cleanup, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { MessageText } from "~/components/messages/message-text";

afterEach(cleanup);

const renderText = (content: string) => render(createElement(MessageText, { content }));

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
    const { container } = renderText("[x](javascript:alert(1))");
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toBe("[x](javascript:alert(1))");
  });

  it("renders raw HTML as escaped text", () => {
    const typed =
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="https://e.pl">a</a>';
    const { container } = renderText(typed);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toBe(typed);
    // The typed <a> stays text; only its bare address is a (safe) link.
    expect(screen.getByRole("link").getAttribute("href")).toBe("https://e.pl/");
  });

  it("renders an http(s) link with rel noopener noreferrer nofollow ugc", () => {
    renderText("Zobacz [ofertę](https://example.com/o?a=1&b=2)");
    const link = screen.getByRole("link", { name: "ofertę" });
    expect(link.getAttribute("href")).toBe("https://example.com/o?a=1&b=2");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe(MESSAGE_LINK_REL);
    expect(MESSAGE_LINK_REL).toBe("noopener noreferrer nofollow ugc");
  });

  it("renders a bare address as an escaped link that opens in a new tab", () => {
    const { container } = renderText('Oferta: https://example.com/a?x="><script>alert(1)</script>');
    const link = screen.getByRole("link", { name: "https://example.com/a?x=" });
    expect(link.getAttribute("href")).toBe("https://example.com/a?x=");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe(MESSAGE_LINK_REL);
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toBe(
      'Oferta: https://example.com/a?x="><script>alert(1)</script>',
    );
  });

  it("escapes HTML inside a link's label", () => {
    renderText("[<b>x</b>](https://example.com)");
    expect(screen.getByRole("link", { name: "<b>x</b>" })).toBeTruthy();
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
