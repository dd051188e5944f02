import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense } from "react";
import type { RouteObject } from "react-router";
import { PageLoadingState } from "../components/loading-state.tsx";
import { afterFirstScreen } from "../lib/first-screen.ts";

/**
 * A page module may export `prefetch`: it starts the requests its page will make as soon as the code has loaded,
 * rather than once the page has rendered (and, inside the profile area, once the profile has arrived).
 */
export type PrefetchData = (queryClient: QueryClient) => void;

type PageModule<Name extends string> = Record<Name, ComponentType> & { prefetch?: PrefetchData };

/** A page whose code loads on demand; `preload` starts that loading early. */
export type LazyPage = ComponentType & { preload: () => Promise<{ prefetch?: PrefetchData } | undefined> };

/**
 * A page whose code is fetched when it is first shown (issue 11: each page loads only its own code), with the
 * loading status in its place meanwhile; the site chrome around it stays. `name` is the page's named export.
 */
export function lazyPage<Name extends string>(load: () => Promise<PageModule<Name>>, name: Name): LazyPage {
  let loading: Promise<PageModule<Name>> | undefined;
  // Issue 41: not before the first screen is drawn (lib/first-screen.ts); after that, at once.
  const preload = () => {
    loading ??= afterFirstScreen(load);
    return loading;
  };
  const Page = lazy<ComponentType>(async () => {
    // No module: the build it belonged to is gone and the page is reloading (lib/reload-on-stale-code.ts).
    const module: PageModule<Name> | undefined = await preload();
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
 * Starts loading the code of every page the router matched, and then their data: the profile layout and the page
 * inside it load together at start, rather than the page only once the layout has loaded and fetched the member's
 * data.
 */
export function preloadMatchedPages(matches: { route: { handle?: unknown } }[], queryClient: QueryClient) {
  for (const { route } of matches) {
    const pages = (route.handle as ReturnType<typeof pageHandle> | undefined)?.pages ?? [];
    // A chunk that fails to load fails again when its page renders, and the route's error page says so.
    for (const page of pages)
      page
        .preload()
        .then((module) => module?.prefetch?.(queryClient))
        .catch(() => undefined);
  }
}

/**
 * A route showing one lazy page, its code loaded before it renders (`handle`). Written once rather than per route:
 * the router is in the login page's first script, held to its budget (e2e/tests/first-load.spec.ts).
 */
export function pageRoute(path: string, Page: LazyPage): RouteObject {
  return { path, element: <Page />, handle: pageHandle(Page) };
}
