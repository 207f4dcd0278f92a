import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText, metaValues, scanHtml } from "./html.ts";

describe("decodeEntities", () => {
  it("decodes named, decimal and hex references, Polish letters included", () => {
    expect(decodeEntities("Rzesz&oacute;w &amp; Le&#380;ajsk &#x141;&oacute;d&zacute;")).toBe(
      "Rzeszów & Leżajsk Łódź",
    );
    expect(decodeEntities("&nbsp;&sup2;&yuml;&Aogon;&lstrok;&zdot;&bdquo;x&rdquo;&ndash;")).toBe(
      "\u00a0²ÿĄłż„x”–",
    );
  });

  it("reads 0x80–0x9F as Windows-1252 and keeps unknown names as written", () => {
    expect(decodeEntities("a&#150;b &#8222;c&#8221; &bogus; &amp")).toBe("a–b „c” &bogus; &amp");
    expect(decodeEntities("&#0;&#xD800;&#x110000;")).toBe("\ufffd\ufffd\ufffd");
  });
});

describe("htmlToText", () => {
  it("turns paragraphs, breaks and list items into lines", () => {
    expect(
      htmlToText(
        "<p>Mieszkanie w\n Leżajsku.</p><p>Kuchnia&nbsp;z oknem<br/>łazienka</p><ul><li>balkon</li><li>piwnica</li></ul><script>alert(1)</script>",
      ),
    ).toBe("Mieszkanie w Leżajsku.\n\nKuchnia z oknem\nłazienka\n\n• balkon\n• piwnica");
  });

  it("keeps the lines of text without tags and decodes its entities", () => {
    expect(htmlToText("  Pierwsza linia\r\nDruga &ndash; linia\n\n\n\nTrzecia  ")).toBe(
      "Pierwsza linia\nDruga – linia\n\nTrzecia",
    );
  });
});

describe("scanHtml", () => {
  it("finds scripts and metas, but not inside comments or other scripts", () => {
    const page = scanHtml(`<!-- <script id="__NEXT_DATA__">{"fake":1}</script> -->
      <meta property="og:image" content="https://a.pl/1.jpg?a=1&amp;b=2">
      <META NAME='og:image' CONTENT=https://a.pl/2.jpg>
      <script>var s = "<meta property='og:image' content='https://evil.example/x.jpg'>";</script>
      <script id="__NEXT_DATA__" type="application/json">{"real":1}</script>`);
    expect(page.scripts.map((s) => s.attrs.id)).toEqual([undefined, "__NEXT_DATA__"]);
    expect(page.scripts[1].text).toBe('{"real":1}');
    expect(metaValues(page, "og:image")).toEqual([
      "https://a.pl/1.jpg?a=1&b=2",
      "https://a.pl/2.jpg",
    ]);
  });
});
