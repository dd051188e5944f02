import type { SiteConfig } from "@club/domain/site-config.schema";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { buildTheme } from "../app/theme.ts";
import { SiteConfigProvider } from "../lib/site-config-context.tsx";
import { siteConfigFixture } from "./site-config.fixture.ts";

/**
 * Renders one element inside the app's providers, at `path` of a memory router; `route` is the route's
 * pattern when the element reads parameters (e.g. "/members/:memberNo"); `state`, the history state the page
 * was opened with (the login page's reason); `siteConfig`, the club's settings the page reads (the fixture's unless told).
 */
export function renderWithApp(
  element: ReactElement,
  options: {
    path?: string;
    route?: string;
    queryClient?: QueryClient;
    state?: unknown;
    siteConfig?: SiteConfig;
  } = {},
) {
  const { path = "/", route = path, state, siteConfig = siteConfigFixture } = options;
  // The app's own client (createQueryClient) when a test is about its defaults; else one that never retries.
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    { initialEntries: [state === undefined ? path : { pathname: path, state }] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SiteConfigProvider value={siteConfig}>
        <MantineProvider theme={buildTheme(siteConfig)} env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </SiteConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
