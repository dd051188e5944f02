import { Box } from "@mantine/core";
import { Outlet } from "react-router";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export function SiteLayout() {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <a className="app-skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        flex={1}
        w="100%"
        maw={1200}
        mx="auto"
        px="md"
        py="xl"
      >
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
