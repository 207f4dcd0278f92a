import { createContext, useContext } from "react";
import href from "../app.css?url";

// The built stylesheet's text: known on the server in production only (server/app.ts).
const StylesheetContext = createContext<string | null>(null);

export const StylesheetProvider = StylesheetContext.Provider;

/**
 * The site's one stylesheet. In production the server writes it into the page (10 KB
 * gzipped), so the first paint needs no request and never waits behind the scripts on a slow
 * connection; React keys the element by `href`, so the browser adopts the server's element and
 * its own (empty) copy never replaces it. In development Vite serves the file.
 */
export function SiteStylesheet() {
  const css = useContext(StylesheetContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {css ?? ""}
    </style>
  );
}

export { href as stylesheetHref };
