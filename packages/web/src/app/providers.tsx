import { Button, MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useEffect, useMemo } from "react";
import { markFirstScreenAfterPaint } from "../lib/first-screen.ts";
import { SiteConfigProvider } from "../lib/site-config-context.tsx";
import { useSiteConfigQuery } from "../lib/use-site-config-query.ts";
import { OverlayHosts } from "./overlay-hosts.tsx";
import { buildTheme, cssVariablesResolver } from "./theme.ts";

/** Issue 41: the pages' code waits for the first screen (lib/first-screen.ts), which is this one's first commit. */
function FirstScreenMark() {
  useEffect(markFirstScreenAfterPaint, []);
  return null;
}

// The site config (branding, colours, public links) is loaded before anything else renders.
function SiteConfigGate({ children }: { children: ReactNode }) {
  const siteConfig = useSiteConfigQuery();
  // Issue 41: the site config's arrival renders the whole first screen. The query's update is urgent (React renders
  // it in one go, 150–500 ms of a slow phone's main thread, input waiting); deferred, React renders it in slices and
  // lets the browser in between, and "Loading…" stays until the screen is ready as before.
  const data = useDeferredValue(siteConfig.data);
  const theme = useMemo(() => (data ? buildTheme(data) : undefined), [data]);

  if (data && theme) {
    return (
      <SiteConfigProvider value={data}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          {children}
          <OverlayHosts />
          <FirstScreenMark />
        </MantineProvider>
      </SiteConfigProvider>
    );
  }
  if (siteConfig.isError) {
    return (
      <MantineProvider>
        <main style={{ padding: "2rem" }}>
          <h1>The members portal could not be loaded</h1>
          <p>Please check your internet connection and try again.</p>
          <Button onClick={() => void siteConfig.refetch()}>Try again</Button>
        </main>
      </MantineProvider>
    );
  }
  return (
    <main style={{ padding: "2rem", fontFamily: "system-ui, sans-serif", fontSize: "1rem" }}>
      <p role="status">Loading…</p>
    </main>
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteConfigGate>{children}</SiteConfigGate>
    </QueryClientProvider>
  );
}
