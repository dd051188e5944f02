import { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render-with-app.tsx";
import { lazyPage, pageHandle, preloadMatchedPages } from "./lazy-page.tsx";

function Ready() {
  return <h1>Ready</h1>;
}

describe("lazy pages (issue 11: each page loads only its code)", () => {
  it("shows the loading status in the page's place, as tall as the screen, until the code arrives", async () => {
    let arrive: (module: { Ready: typeof Ready }) => void = () => {};
    const Page = lazyPage(
      () => new Promise<{ Ready: typeof Ready }>((resolve) => (arrive = resolve)),
      "Ready",
    );
    renderWithApp(<Page />);

    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("Loading…");
    expect(status.parentElement?.style.minHeight).toBe("100vh");
    arrive({ Ready });
    expect(await screen.findByRole("heading", { name: "Ready" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("fetches no page's code before the first screen is drawn, then the matched pages' at once (issue 41)", async () => {
    // Fresh copies: the test set-up marks the shared first screen shown (src/test/setup.ts).
    vi.resetModules();
    const fresh = await import("./lazy-page.tsx");
    const { firstScreenShown } = await import("../lib/first-screen.ts");
    const loadLayout = vi.fn(async () => ({ Ready }));
    const loadPage = vi.fn(async () => ({ Ready }));
    const Layout = fresh.lazyPage(loadLayout, "Ready");
    const Page = fresh.lazyPage(loadPage, "Ready");
    const routes = [
      {
        path: "/my-profile",
        handle: fresh.pageHandle(Layout),
        children: [{ path: "member-info", handle: fresh.pageHandle(Page) }],
      },
    ];

    fresh.preloadMatchedPages(matchRoutes(routes, "/my-profile/member-info") ?? [], new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadLayout).not.toHaveBeenCalled();
    expect(loadPage).not.toHaveBeenCalled();

    firstScreenShown();
    await vi.waitFor(() => {
      expect(loadLayout).toHaveBeenCalledOnce();
      expect(loadPage).toHaveBeenCalledOnce();
    });
  });

  it("starts loading the matched routes' pages at once, each only once, and no other page", async () => {
    const loadLayout = vi.fn(async () => ({ Ready }));
    const loadPage = vi.fn(async () => ({ Ready }));
    const loadOther = vi.fn(async () => ({ Ready }));
    const Layout = lazyPage(loadLayout, "Ready");
    const Page = lazyPage(loadPage, "Ready");
    const Other = lazyPage(loadOther, "Ready");
    const routes = [
      {
        path: "/my-profile",
        handle: pageHandle(Layout),
        children: [
          { path: "member-info", handle: pageHandle(Page) },
          { path: "my-events", handle: pageHandle(Other) },
        ],
      },
    ];

    preloadMatchedPages(matchRoutes(routes, "/my-profile/member-info") ?? [], new QueryClient());
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadOther).not.toHaveBeenCalled();

    renderWithApp(<Page />);
    expect(await screen.findByRole("heading", { name: "Ready" })).toBeTruthy();
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it("asks for a matched page's data as soon as its code has loaded", async () => {
    const queryClient = new QueryClient();
    const prefetch = vi.fn();
    const Page = lazyPage(async () => ({ Ready, prefetch }), "Ready");
    const Other = lazyPage(async () => ({ Ready, prefetch }), "Ready");
    const routes = [
      { path: "/join-the-ccca", handle: pageHandle(Page) },
      { path: "/home", handle: pageHandle(Other) },
    ];

    preloadMatchedPages(matchRoutes(routes, "/join-the-ccca") ?? [], queryClient);

    await waitFor(() => expect(prefetch).toHaveBeenCalledWith(queryClient));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
