import { vehicleInformationMessage } from "@club/domain/renewal.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { VehicleInformationStep } from "./vehicle-information-step.tsx";

describe("renewal step 6, Vehicle Information (spec §5)", () => {
  it("cannot continue at Select, then continues with the answer chosen", async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    renderWithApp(<VehicleInformationStep value="" onNext={onNext} onBack={vi.fn()} />);
    const select = screen.getByLabelText(/^Do you have changes to your vehicle information\?/);
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.textContent)).toEqual([
      "Select",
      "Yes",
      "No",
      "No Changes",
    ]);

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(vehicleInformationMessage)).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();

    await user.selectOptions(select, "No Changes");
    expect(screen.queryByText(vehicleInformationMessage)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onNext).toHaveBeenCalledWith("no_changes");
  });

  it("goes back with the answer kept", async () => {
    const onBack = vi.fn();
    renderWithApp(<VehicleInformationStep value="yes" onNext={vi.fn()} onBack={onBack} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledWith("yes");
  });
});
