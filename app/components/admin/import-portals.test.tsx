import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PortalImport } from "./import-portals";

describe("PortalImport", () => {
  it("offers the given portals, the four limits (10 chosen) and a status line", () => {
    const html = renderToStaticMarkup(
      <PortalImport
        portals={[
          { key: "otodom", label: "Otodom" },
          { key: "olx", label: "OLX" },
        ]}
      />,
    );
    expect(html).toContain('<label for="portal-import-portal"');
    expect(html).toContain(">Portal</label>");
    expect(html).toContain('<option value="otodom" selected="">Otodom</option>');
    expect(html).toContain('<option value="olx">OLX</option>');
    expect(html).not.toContain("Morizon");
    expect(html).toContain(">Adres strony wyników wyszukiwania</label>");
    expect(html).toContain('type="url"');
    expect(html).toContain(">Liczba ogłoszeń</label>");
    expect(html.match(/<option value="(5|10|25|50)"/g)).toHaveLength(4);
    expect(html).toContain('<option value="10" selected="">10</option>');
    // The JSON request needs JavaScript: the button waits for the page to be ready.
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>.*Importuj z portalu<\/button>/);
    expect(html).toContain('role="status"');
  });
});
