import { type ComponentType, useEffect, useRef, useState } from "react";
import { useInAppLinks } from "~/lib/in-app-links";
import { deferred } from "./deferred";

/** Set once the first page's hydration has committed: later mounts are the browser's own. */
let pageHydrated = false;

type Tag = "footer" | "section" | "div";

/**
 * A part that needs no JavaScript once the server has rendered it: links and text (the footer,
 * the cards below a listing). The server renders it in full inside `Tag`; in the browser that
 * element keeps the server's HTML as it is (React leaves the inside of an element with
 * dangerouslySetInnerHTML alone when it hydrates), so a first visit loads no code for it, and
 * its links navigate inside the app (useInAppLinks) as <Link>s would. Only where the browser
 * renders it itself (the part appears after a client-side navigation, or the server's markup is
 * not there) does its code load, as with `deferred`. It keeps what it showed when its props
 * change: give it a key that changes with what it shows (a listing's id), so that another
 * listing's part is a new one.
 */
export function staticPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Tag: Tag,
): ComponentType<Props & { className?: string }> & { preload: () => void } {
  const Part = deferred(load);
  function StaticPart({ className, ...props }: Props & { className?: string }) {
    const followInApp = useInAppLinks();
    const box = useRef<HTMLElement>(null);
    const [rendered, setRendered] = useState(import.meta.env.SSR || pageHydrated);
    useEffect(() => {
      pageHydrated = true;
      // A hydration that fell back to rendering in the browser left the element empty.
      if (!rendered && box.current?.innerHTML === "") setRendered(true);
    }, [rendered]);
    return rendered ? (
      <Tag className={className} onClick={followInApp}>
        <Part {...(props as Props)} />
      </Tag>
    ) : (
      <Tag
        ref={box as React.RefObject<never>}
        className={className}
        onClick={followInApp}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: the server's markup stays
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  /** Its code ahead of a render of its own (when a visitor starts on what will re-render it). */
  return Object.assign(StaticPart, { preload: Part.preload });
}
