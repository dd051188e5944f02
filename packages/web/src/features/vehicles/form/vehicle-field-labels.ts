import { fieldLabels } from "../../../components/field-labels.ts";
import { vehicleFieldLabels as carLabels } from "../../../lib/vehicle-field-labels.ts";

// spec §3, §8: the vehicle form's server errors read with the form's own labels.
export const vehicleFieldLabels: Record<string, string> = { ...fieldLabels, ...carLabels };
