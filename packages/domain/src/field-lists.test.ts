import { describe, expect, it } from "vitest";
import { importedProfileFields, memberImportFields } from "./import.schema.ts";
import { profileFieldNames, profileFieldsSchema, profileSchema } from "./member.schema.ts";
import { officeVehicleSchema, reviewedVehicleFields } from "./office-vehicles.schema.ts";
import { materialVehicleFields, vehicleFieldsSchema, vehicleSchema } from "./vehicle.schema.ts";

// Issue 26: the lists of field names that several places read agree with the schemas they name, so a field added
// to a schema reaches every list (or this fails and says which).

const keysOf = (shape: object) => Object.keys(shape).sort();

describe("the profile's field lists", () => {
  it("names every field of the profile but its ids", () => {
    expect([...profileFieldNames].sort()).toEqual(
      keysOf(profileSchema.omit({ id: true, memberNo: true }).shape),
    );
  });

  it("are what the profile form sends, with the e-mail and the senior fields the office also edits", () => {
    const officeOnly = ["email", "seniorCategory", "seniorNumber"];
    expect(profileFieldNames.filter((field) => !officeOnly.includes(field)).sort()).toEqual(
      keysOf(profileFieldsSchema.shape),
    );
  });

  it("lets a roster column fill every profile field an import writes", () => {
    const importable: readonly string[] = memberImportFields;
    expect(importedProfileFields.filter((field) => !importable.includes(field))).toEqual([]);
    expect(
      importedProfileFields.every((field) => (profileFieldNames as readonly string[]).includes(field)),
    ).toBe(true);
  });
});

describe("the material vehicle fields", () => {
  it("are fields of the vehicle form and of the car the API returns", () => {
    const form = Object.keys(vehicleFieldsSchema.in.shape);
    const car = Object.keys(vehicleSchema.shape);
    expect(materialVehicleFields.filter((field) => !form.includes(field) || !car.includes(field))).toEqual(
      [],
    );
  });

  it("are all in the office's approval queue, with the senior category and number", () => {
    const queue: readonly string[] = reviewedVehicleFields;
    expect(queue).toEqual([
      ...materialVehicleFields.map((field) => (field === "makeId" ? "make" : field)),
      "seniorCategory",
      "seniorNumber",
    ]);
    expect(queue.filter((field) => !Object.keys(officeVehicleSchema.shape).includes(field))).toEqual([]);
  });
});
