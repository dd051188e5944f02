import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render-with-app.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";

const car = "1932 Packard Deluxe Eight";
const photos = [41, 42, 43].map((id) => ({
  id,
  url: `/api/v1/vehicle_images/${id}/original?expires=1&signature=a`,
  thumbnailUrl: `/api/v1/vehicle_images/${id}/thumbnail?expires=1&signature=a`,
}));

/** The photo the open lightbox shows (the others are inert, off screen). */
async function shownPhoto() {
  const lightbox = await screen.findByRole("dialog", { name: `Photos of the ${car}` });
  return within(lightbox)
    .getAllByRole("img")
    .find((image) => !image.closest("[inert]"));
}

describe("photo gallery (issue 11)", () => {
  beforeEach(() => {
    // A reader who asked for less motion: the lightbox moves without animating (happy-dom cannot animate).
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: query.includes("prefers-reduced-motion: reduce"),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  });

  it("shows the main photo large and the others as thumbnails, each named", () => {
    renderWithApp(<PhotoGallery photos={photos} subject={car} />);
    const main = screen.getByRole("button", { name: `Photo 1 of 3 of the ${car}` });
    expect(within(main).getByRole("img").getAttribute("src")).toBe(photos[0]?.url);
    const more = screen.getByRole("list", { name: "More photos" });
    expect(
      within(more)
        .getAllByRole("button")
        .map((button) => button.textContent ?? ""),
    ).toHaveLength(2);
    expect(
      within(more)
        .getByRole("img", { name: `Photo 3 of 3 of the ${car}` })
        .getAttribute("src"),
    ).toBe(photos[2]?.thumbnailUrl);
    expect(screen.getByText("3 photos: select one to enlarge it.")).toBeTruthy();
  });

  it("opens the lightbox at the photo chosen; arrow keys move, Escape closes with focus back on it", async () => {
    const user = userEvent.setup();
    renderWithApp(<PhotoGallery photos={photos} subject={car} />);
    const second = screen.getByRole("button", { name: `Photo 2 of 3 of the ${car}` });
    await user.click(second);
    expect((await shownPhoto())?.getAttribute("alt")).toBe(`Photo 2 of 3 of the ${car}`);
    expect((await shownPhoto())?.getAttribute("src")).toBe(photos[1]?.url);
    await user.keyboard("{ArrowRight}");
    await waitFor(async () =>
      expect((await shownPhoto())?.getAttribute("alt")).toBe(`Photo 3 of 3 of the ${car}`),
    );
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    await waitFor(async () =>
      expect((await shownPhoto())?.getAttribute("alt")).toBe(`Photo 1 of 3 of the ${car}`),
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(second);
  });

  it("on a card shows only the main photo's thumbnail, which opens them all", async () => {
    const user = userEvent.setup();
    renderWithApp(<PhotoGallery photos={photos} subject={car} layout="main" />);
    expect(screen.queryByRole("list", { name: "More photos" })).toBeNull();
    const main = screen.getByRole("img", { name: `Photo 1 of 3 of the ${car}` });
    expect(main.getAttribute("src")).toBe(photos[0]?.thumbnailUrl);
    expect(screen.getByText("3 photos: select the photo to see them all.")).toBeTruthy();
    await user.click(main);
    expect((await shownPhoto())?.getAttribute("alt")).toBe(`Photo 1 of 3 of the ${car}`);
  });

  it("names a car's only photo without counting, and shows nothing without photos", () => {
    const { unmount } = renderWithApp(<PhotoGallery photos={photos.slice(0, 1)} subject={car} />);
    expect(screen.getByRole("button", { name: `Photo of the ${car}` })).toBeTruthy();
    unmount();
    renderWithApp(<PhotoGallery photos={[]} subject={car} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByText(/enlarge/)).toBeNull();
  });
});
