import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render-with-app.tsx";
import { setScreenWidth } from "../test/screen-width.ts";
import { DetailList } from "./detail-list.tsx";

const rows = [
  { label: "Regional Memberships", value: "Greater Illinois Region" },
  { label: "Email", value: "admin@example.org" },
];

const list = () => screen.getByText("Email").closest("dl") as HTMLElement;

describe("detail list", () => {
  it("puts the labels in a column beside their values on a wide screen", () => {
    setScreenWidth(1280);
    renderWithApp(<DetailList rows={rows} />);
    expect(list().style.gridTemplateColumns).toBe("max-content minmax(0, 1fr)");
    expect(list().hasAttribute("data-stacked")).toBe(false);
  });

  it("stacks each label above its value under 600px, so values keep the whole line", () => {
    setScreenWidth(599);
    renderWithApp(<DetailList rows={rows} />);
    expect(list().style.gridTemplateColumns).toBe("minmax(0, 1fr)");
    expect(list().hasAttribute("data-stacked")).toBe(true);
  });

  it("never breaks a word just to fit a narrow column", () => {
    setScreenWidth(320);
    renderWithApp(<DetailList rows={rows} />);
    const value = screen.getByText("admin@example.org");
    expect(value.tagName).toBe("DD");
    expect(value.style.overflowWrap).toBe("break-word");
  });
});
