import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

type Options = {
  /** Shown while the chunk loads where the server's markup is not there to keep (null). */
  fallback?: ReactNode;
};

/** What a component made by `deferred` adds: starting its chunk ahead of a render (on intent). */
type Preload = { preload: () => void };

/**
 * A component whose code is not in the JavaScript a page loads up front (the public pages'
 * budget: at most 130 KB, scripts/lighthouse.ts), for parts that only some visitors see (the
 * signed-in user's menu, an empty result, an error page) or that are below the fold (a
 * listing's map box). It brings its own <Suspense> boundary. Parts that are only links and text
 * need no code at all: static-part.tsx.
 *
 * Unlike a bare React.lazy it never suspends on the server: the module starts loading when this
 * file is evaluated there, so every server render, even the first one after a start, contains
 * the full markup (pages must work without JavaScript). In the browser the server's markup stays
 * in place, working as plain HTML, until the chunk arrives and hydrates it. It is asked for as
 * the page hydrates, not later (when it comes into view, say): React hydrates a part still
 * waiting for its code before it applies any later update above it (a navigation, a fetcher's
 * answer), so such an update would wait for that part's code.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { fallback = null }: Options = {},
): ComponentType<Props> & Preload {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  if (import.meta.env.SSR) void start();
  const Lazy = lazy(() => start().then(() => ({ default: loaded as ComponentType<Props> })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per module, at its top level (like React.lazy)
  function Deferred(props: Props) {
    // The browser always renders the lazy wrapper (it renders synchronously once loaded), so an
    // element never changes type between renders and keeps its state.
    const Component = import.meta.env.SSR ? (loaded ?? Lazy) : Lazy;
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload: () => void start() });
}
