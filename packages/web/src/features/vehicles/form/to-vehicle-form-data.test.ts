import { vehicleFieldsSchema } from "@club/domain/vehicle.schema";
import { describe, expect, it } from "vitest";
import { packardFixture } from "../../../test/vehicle.fixture.ts";
import { toVehicleFormData } from "./to-vehicle-form-data.ts";
import { vehicleToFormValues } from "./vehicle-form-values.ts";

describe("vehicle multipart body (spec §5, §7)", () => {
  it("sends every field as snake_case text, kept photos by id and new photos as files", () => {
    const fields = vehicleFieldsSchema.parse({ ...vehicleToFormValues(packardFixture), location: "" });
    const photo = new File(["png"], "front.png", { type: "image/png" });
    const form = toVehicleFormData(fields, [photo], packardFixture.images);

    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"))).toEqual({
      owned_by_associate: "false",
      year: "1932",
      make_id: "9",
      model: "Deluxe Eight",
      number_of_cylinders: "8",
      body_style: "Coupe Roadster",
      body_maker: "Dietrich",
      engine_number: "E-904",
      body_number: "B-12",
      serial_number: "S-1932",
      track_acquired_from: "",
      track_date_acquired: "",
      track_sold_to: "",
      track_date_sold: "",
      track_other_info: "",
      senior_category: "Senior",
      senior_number: "4471",
      new_coach_work: "false",
      altered: "false",
      authentic: "true",
      location: "",
      show_numbers: "false",
      images: "41",
    });
    const sentPhoto = form.get("photos");
    expect(sentPhoto).toBeInstanceOf(File);
    expect((sentPhoto as File).name).toBe("front.png");
  });

  it("sends no senior number when the category is None", () => {
    const fields = vehicleFieldsSchema.parse({
      ...vehicleToFormValues(packardFixture),
      seniorCategory: "None",
      seniorNumber: "123",
    });
    const form = toVehicleFormData(fields, []);
    expect(form.get("senior_category")).toBe("None");
    expect(form.get("senior_number")).toBe("");
    expect(form.getAll("images")).toEqual([]);
  });
});
