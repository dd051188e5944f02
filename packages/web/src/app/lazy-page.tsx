import { type ComponentType, lazy, Suspense } from "react";
import { PageLoadingState } from "../components/loading-state.tsx";

/** A page whose code loads on demand; `preload` starts that loading early. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page whose code is fetched when it is first shown (issue 11: each page loads only its own code), with the
 * loading status in its place meanwhile; the site chrome around it stays. `name` is the page's named export.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let loading: Promise<Record<Name, ComponentType>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Page = lazy<ComponentType>(async () => {
    // No module: the build it belonged to is gone and the page is reloading (lib/reload-on-stale-code.ts).
    const module: Record<Name, ComponentType> | undefined = await preload();
    return module ? { default: module[name] } : new Promise<never>(() => undefined);
  });
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoadingState />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}

/** A route's `handle` naming the lazy pages it shows, so that their code can load before they render. */
export function pageHandle(...pages: LazyPage[]) {
  return { pages };
}

/**
 * Starts loading the code of every page the router matched: the profile layout and the page inside it load
 * together at start, rather than the page only once the layout has loaded and fetched the member's data.
 */
export function preloadMatchedPages(matches: { route: { handle?: unknown } }[]) {
  for (const { route } of matches) {
    const pages = (route.handle as ReturnType<typeof pageHandle> | undefined)?.pages ?? [];
    // A chunk that fails to load fails again when its page renders, and the route's error page says so.
    for (const page of pages) page.preload().catch(() => undefined);
  }
}
