import { createContext, useContext } from "react";
import href from "../app.css?url";

/**
 * How the server writes the stylesheet into this page (production only, server/app.ts): its
 * text inline, or (`inline: null`) a link to the file. Null in the browser and in development.
 */
type ServerStylesheet = { inline: string | null };
const StylesheetContext = createContext<ServerStylesheet | null>(null);

export const StylesheetProvider = StylesheetContext.Provider;

/**
 * The site's one stylesheet. In production a first visit gets it inside the page (10 KB
 * gzipped), so the first paint needs no request and never waits behind the scripts on a slow
 * connection. A request with a cookie comes from somebody who has been here (signed in, most
 * often) and whose browser keeps the file (its name changes with its content): they get a link,
 * and pages 69 KB smaller to render, compress and send. React keys the element by `href`, so the
 * browser adopts the server's `<style>` and its own (empty) copy never replaces it; next to a
 * server's `<link>` the empty copy changes nothing. In development Vite serves the file.
 */
export function SiteStylesheet() {
  const server = useContext(StylesheetContext);
  if (import.meta.env.DEV || server?.inline === null) {
    return <link rel="stylesheet" href={href} precedence="default" />;
  }
  return (
    <style href={href} precedence="default">
      {server?.inline ?? ""}
    </style>
  );
}

export { href as stylesheetHref };
