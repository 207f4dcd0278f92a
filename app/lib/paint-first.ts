/**
 * A whole page whose JavaScript starts after the browser has painted it once. React Router puts
 * the page's modules in <head> (modulepreload) and starts them with an async module script,
 * which runs as soon as they have arrived: from a cache, or over a fast connection, before the
 * first paint, so the visitor looks at a blank screen while the framework is evaluated and the
 * page hydrated. Here the preloads and the module script are taken out and a small inline script
 * adds them back in the frame after the first paint (or after half a second, for a tab in the
 * background, where frames do not come). The page works without JavaScript either way.
 *
 * `html` is the whole document as rendered; `nonce` the CSP nonce its scripts carry. A page
 * without the module script (an error before the shell) is returned as it is.
 */
export function paintFirst(html: string, nonce: string): string {
  const nonceAttribute = `nonce="${nonce}"`;
  const bootStart = `<script ${nonceAttribute} type="module" async="">`;
  const at = html.indexOf(bootStart);
  if (at < 0) return html;
  const end = html.indexOf("</script>", at);
  if (end < 0) return html;
  const boot = html.slice(at + bootStart.length, end);
  const preloads: string[] = [];
  const withoutPreloads = html.slice(0, at).replace(PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const starter = `<script ${nonceAttribute}>(${startAfterPaint.toString()})(${JSON.stringify(preloads)},${JSON.stringify(boot)})</script>`;
  return `${withoutPreloads}${starter}${html.slice(end + "</script>".length)}`;
}

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;

/** Runs in the browser, as the text of an inline script (so: plain ES2017, nothing imported). */
function startAfterPaint(preloads: string[], boot: string) {
  const nonce = (document.currentScript as HTMLScriptElement).nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = nonce;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = boot;
    document.body.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
}
