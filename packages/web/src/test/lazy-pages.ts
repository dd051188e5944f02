import type { RouteObject } from "react-router";
import type { pageHandle } from "../app/lazy-page.tsx";

/**
 * Loads the code of every lazy page of a route table (app/router.tsx) before a test opens one: React.lazy's first
 * import of a page, transformed cold by Vitest, would otherwise count against the test's `findBy` wait.
 */
export async function loadLazyPages(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.flatMap((route) => [
      ...((route.handle as ReturnType<typeof pageHandle> | undefined)?.pages ?? []).map((page) =>
        page.preload(),
      ),
      loadLazyPages(route.children ?? []),
    ]),
  );
}
