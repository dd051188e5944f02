import { z } from "zod";

const filter = z.string().trim().max(100);

/** spec §5: every car filter is optional; the selects hold "" for Any. */
export const vehicleSearchFormSchema = z.object({
  makeId: z.string(),
  model: filter,
  year: z.string(),
  cylinders: z.string(),
  bodyStyle: filter,
  bodyMaker: filter,
  bodyNumber: filter,
  engineNumber: filter,
  serialNumber: filter,
  seniorNumber: filter,
});

export type VehicleSearchFormValues = z.input<typeof vehicleSearchFormSchema>;

export const emptyVehicleSearchForm: VehicleSearchFormValues = {
  makeId: "",
  model: "",
  year: "",
  cylinders: "",
  bodyStyle: "",
  bodyMaker: "",
  bodyNumber: "",
  engineNumber: "",
  serialNumber: "",
  seniorNumber: "",
};
