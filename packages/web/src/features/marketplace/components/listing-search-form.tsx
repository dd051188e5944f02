import { listingKindLabels, listingKinds } from "@club/domain/listing.schema";
import { vehicleYears } from "@club/domain/vehicle.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, SimpleGrid, TextInput } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useAvailableRegions } from "../../../api/use-available-regions.ts";
import { useMakes } from "../../../api/use-makes.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { nonEmptyFilters } from "../../../search/state/search-params.ts";
import { emptyListingSearchForm, listingSearchFormSchema } from "../form/listing-search-form-schema.ts";
import type { ListingFilters } from "../form/listing-search-params.ts";

const any = { label: "Any", value: "" };
const kindOptions = [any, ...listingKinds.map((kind) => ({ label: listingKindLabels[kind], value: kind }))];
const yearOptions = [any, ...vehicleYears.map(String)];
const moreFilters = ["priceFrom", "priceTo", "region", "state", "country"] as const;

interface ListingSearchFormProps {
  filters: ListingFilters;
  onSearch: (filters: ListingFilters) => void;
}

// Issue 44: the marketplace's filters, each optional; Search with none lists everything, newest first.
export function ListingSearchForm({ filters, onSearch }: ListingSearchFormProps) {
  // On a phone the price and place filters wait behind a button, so the listings are not a long scroll away; a
  // search that uses them opens with them shown.
  const [more, setMore] = useState(() => moreFilters.some((name) => filters[name]));
  const form = useForm({
    resolver: zodResolver(listingSearchFormSchema),
    mode: "onTouched",
    defaultValues: { ...emptyListingSearchForm, ...filters },
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const makes = useMakes();
  const regions = useAvailableRegions();
  const makeOptions = [
    any,
    ...(makes.data ?? []).map((make) => ({ label: make.name, value: String(make.id) })),
  ];
  const regionOptions = [
    any,
    ...Object.entries(regions.data ?? {}).map(([name, region]) => ({
      label: name,
      value: region.regionCode,
    })),
  ];

  const onSubmit = form.handleSubmit((fields) => onSearch(nonEmptyFilters(fields)));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Search the marketplace">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <ControlledSelect control={control} name="kind" label="What" data={kindOptions} />
        <ControlledSelect control={control} name="makeId" label="Make" data={makeOptions} />
        <TextInput label="Model" {...register("model")} error={errors.model?.message} />
        <ControlledSelect control={control} name="yearFrom" label="Year from" data={yearOptions} />
        <ControlledSelect control={control} name="yearTo" label="Year to" data={yearOptions} />
        <TextInput label="Words in the title or description" {...register("q")} error={errors.q?.message} />
      </SimpleGrid>
      <Button
        type="button"
        variant="subtle"
        mt="sm"
        px={0}
        aria-expanded={more}
        aria-controls={more ? "more-listing-filters" : undefined}
        onClick={() => setMore((open) => !open)}
      >
        {more ? "Fewer filters" : "More filters: price and place"}
      </Button>
      {more ? (
        <SimpleGrid id="more-listing-filters" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mt="xs">
          <TextInput
            label="Price from (dollars)"
            inputMode="numeric"
            {...register("priceFrom")}
            error={errors.priceFrom?.message}
          />
          <TextInput
            label="Price to (dollars)"
            inputMode="numeric"
            {...register("priceTo")}
            error={errors.priceTo?.message}
          />
          <ControlledSelect control={control} name="region" label="Region" data={regionOptions} />
          <TextInput label="State or province" {...register("state")} error={errors.state?.message} />
          <TextInput label="Country" {...register("country")} error={errors.country?.message} />
        </SimpleGrid>
      ) : null}
      <Group gap="sm" mt="md">
        <Button type="submit">Search</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            form.reset(emptyListingSearchForm);
            onSearch({});
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}
