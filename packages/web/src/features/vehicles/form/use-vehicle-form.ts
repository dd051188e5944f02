import { type VehicleFields, vehicleFieldsSchema } from "@club/domain/vehicle.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import type { VehicleFormValues } from "./vehicle-form-values.ts";

// The schema reads text for numbers and booleans (as multipart sends them), so its input type is looser
// than the form's values; the form's strings and booleans are among what it accepts.
const vehicleResolver = zodResolver(vehicleFieldsSchema) as unknown as Resolver<
  VehicleFormValues,
  unknown,
  VehicleFields
>;

/** The add/edit vehicle form (spec §5); on submit it yields the checked fields, senior number dropped for None. */
export function useVehicleForm(values: VehicleFormValues) {
  return useForm<VehicleFormValues, unknown, VehicleFields>({
    resolver: vehicleResolver,
    // spec §8: field errors show for touched fields only.
    mode: "onTouched",
    defaultValues: values,
  });
}

export type VehicleForm = ReturnType<typeof useVehicleForm>;
