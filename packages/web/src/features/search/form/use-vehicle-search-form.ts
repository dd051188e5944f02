import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  emptyVehicleSearchForm,
  type VehicleSearchFormValues,
  vehicleSearchFormSchema,
} from "./vehicle-search-form-schema.ts";

/** The car search form (spec §5). */
export function useVehicleSearchForm(values: Partial<VehicleSearchFormValues> = {}) {
  return useForm<VehicleSearchFormValues>({
    resolver: zodResolver(vehicleSearchFormSchema),
    // spec §8: field errors show for touched fields only.
    mode: "onTouched",
    defaultValues: { ...emptyVehicleSearchForm, ...values },
  });
}
