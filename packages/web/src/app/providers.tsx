import { Button, MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { SiteConfigProvider } from "../lib/site-config-context.tsx";
import { useSiteConfigQuery } from "../lib/use-site-config-query.ts";
import { OverlayHosts } from "./overlay-hosts.tsx";
import { buildTheme, cssVariablesResolver } from "./theme.ts";

// The site config (branding, colours, public links) is loaded before anything else renders.
function SiteConfigGate({ children }: { children: ReactNode }) {
  const siteConfig = useSiteConfigQuery();
  const theme = useMemo(() => (siteConfig.data ? buildTheme(siteConfig.data) : undefined), [siteConfig.data]);

  if (siteConfig.data && theme) {
    return (
      <SiteConfigProvider value={siteConfig.data}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          {children}
          <OverlayHosts />
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
