import { cylinderCounts, vehicleYears } from "@club/domain/vehicle.schema";
import { SimpleGrid, TextInput } from "@mantine/core";
import { useWatch } from "react-hook-form";
import { useMakes } from "../../../api/use-makes.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { SearchButtons } from "../../../search/components/search-buttons.tsx";
import { hasAnyValue, nonEmptyFilters } from "../../../search/state/search-params.ts";
import type { VehicleSearchFilters } from "../api/use-vehicle-search.ts";
import { useVehicleSearchForm } from "../form/use-vehicle-search-form.ts";
import { emptyVehicleSearchForm } from "../form/vehicle-search-form-schema.ts";

const any = { label: "Any", value: "" };
const yearOptions = [any, ...vehicleYears.map(String)];
const cylinderOptions = [any, ...cylinderCounts.map(String)];

interface VehicleSearchFormProps {
  filters: VehicleSearchFilters | undefined;
  onSearch: (filters: VehicleSearchFilters) => void;
  onClear: () => void;
}

// spec §2, §5: the car search form; years 1914 to 1949 and the cylinder counts, each with Any.
export function VehicleSearchForm({ filters, onSearch, onClear }: VehicleSearchFormProps) {
  const form = useVehicleSearchForm(filters);
  const { register, control } = form;
  const { errors } = form.formState;
  const values = useWatch({ control });
  const makes = useMakes();
  const makeOptions = [
    any,
    ...(makes.data ?? []).map((make) => ({ label: make.name, value: String(make.id) })),
  ];

  const onSubmit = form.handleSubmit((fields) => onSearch(nonEmptyFilters(fields)));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Car search">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <ControlledSelect control={control} name="makeId" label="Make" data={makeOptions} />
        <TextInput label="Model" {...register("model")} error={errors.model?.message} />
        <ControlledSelect control={control} name="year" label="Year" data={yearOptions} />
        <ControlledSelect control={control} name="cylinders" label="Cylinders" data={cylinderOptions} />
        <TextInput label="Body Style" {...register("bodyStyle")} error={errors.bodyStyle?.message} />
        <TextInput label="Coachbuilder" {...register("bodyMaker")} error={errors.bodyMaker?.message} />
        <TextInput label="Body Number" {...register("bodyNumber")} error={errors.bodyNumber?.message} />
        <TextInput label="Engine Number" {...register("engineNumber")} error={errors.engineNumber?.message} />
        <TextInput label="Serial Number" {...register("serialNumber")} error={errors.serialNumber?.message} />
        <TextInput label="Senior Number" {...register("seniorNumber")} error={errors.seniorNumber?.message} />
      </SimpleGrid>
      <SearchButtons
        canSearch={hasAnyValue(values)}
        onClear={() => {
          form.reset(emptyVehicleSearchForm);
          onClear();
        }}
      />
    </form>
  );
}
