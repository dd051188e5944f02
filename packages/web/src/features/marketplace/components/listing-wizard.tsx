import {
  type Listing,
  listingDescriptionMax,
  listingInputSchema,
  listingKindLabels,
  listingKinds,
  listingPlaceMax,
  listingTitleMax,
  listingUpdateSchema,
  priceLabel,
} from "@club/domain/listing.schema";
import type { Vehicle } from "@club/domain/vehicle.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useRef, useState } from "react";
import { Controller, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import type { FieldErrors } from "../../../api/api-error.ts";
import { useVehicles } from "../../../api/use-vehicles.ts";
import { StepIndicator } from "../../../checkout/components/step-indicator.tsx";
import { DetailList, type DetailRow } from "../../../components/detail-list.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useListingStep } from "../api/use-listing-step.ts";
import { useCreateListing, useUpdateListing } from "../api/use-save-listing.ts";
import {
  type ListingFormValues,
  listingFormFields,
  stepFields,
  toListingInput,
  toListingUpdate,
} from "../form/listing-form-values.ts";
import { listingPlace } from "../format/listing-place.ts";

const stepNames = ["What you are listing", "Description and price", "Check and publish"] as const;
type Step = 1 | 2 | 3;

const contactLabels = { email: "My e-mail address", phone: "My phone number", address: "My postal address" };
const factLabels = {
  ownerCount: "How many owners the registry has recorded",
  awards: "The awards the car has won",
  fullClassic: "Its Full Classic list entry",
  senior: "Its senior status",
};

type Form = UseFormReturn<ListingFormValues>;

/** The car's own facts, as the registry has them: what the listing is of. */
function CarSummary({ vehicle }: { vehicle: Vehicle }) {
  const rows: DetailRow[] = [
    { label: "Year", value: String(vehicle.year) },
    { label: "Make", value: vehicle.make ?? "—" },
    { label: "Model", value: vehicle.model },
    { label: "Body style", value: vehicle.bodyStyle ?? "—" },
  ];
  return <DetailList rows={rows} />;
}

/** Step 1: the car from the garage (chosen already when the member came from My Vehicles), or another kind. */
function WhatStep({ form, fixed, cars }: { form: Form; fixed: boolean; cars: Vehicle[] }) {
  const kind = useWatch({ control: form.control, name: "kind" });
  const vehicleId = useWatch({ control: form.control, name: "vehicleId" });
  const { errors } = form.formState;
  const car = cars.find((one) => String(one.id) === vehicleId);
  if (fixed)
    return (
      <Stack gap="sm">
        <Text fw={700}>{kind === "" ? "" : listingKindLabels[kind]}</Text>
        {car ? <CarSummary vehicle={car} /> : null}
        {/* The server's word on the car (not approved, listed already) when publishing sent the member back here. */}
        {errors.vehicleId ? (
          <Text c="red.9" fw={700} role="alert">
            {errors.vehicleId.message}
          </Text>
        ) : null}
      </Stack>
    );
  const approved = cars.filter((one) => one.status === "approved");
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Radio.Group
            label="What are you listing?"
            required
            value={field.value}
            onChange={field.onChange}
            error={errors.kind?.message}
          >
            <Stack gap="xs" mt="xs">
              {listingKinds.map((one) => (
                <Radio key={one} value={one} label={listingKindLabels[one]} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {kind === "car" ? (
        approved.length === 0 ? (
          <Text role="status">
            You have no car the club has approved yet. Add your car on My Vehicles; once the office approves
            it, you can list it here.
          </Text>
        ) : (
          <NativeSelect
            label="Which of your cars?"
            required
            data={[
              { label: "Choose a car", value: "" },
              ...approved.map((one) => ({ label: vehicleName(one), value: String(one.id) })),
            ]}
            error={errors.vehicleId?.message}
            {...form.register("vehicleId")}
          />
        )
      ) : null}
      {car ? <CarSummary vehicle={car} /> : null}
    </Stack>
  );
}

/** Step 2: the text, the price and the place; which contact details and (for a car) which registry facts show. */
function DetailsStep({ form }: { form: Form }) {
  const kind = useWatch({ control: form.control, name: "kind" });
  const { errors } = form.formState;
  const { register } = form;
  return (
    <Stack gap="md">
      <TextInput
        label={kind === "car" ? "Title (leave it empty to use the car's name)" : "Title"}
        required={kind !== "car"}
        maxLength={listingTitleMax}
        error={errors.title?.message}
        {...register("title")}
      />
      <Textarea
        label="Description"
        description="Leave a blank line between paragraphs."
        required
        rows={8}
        maxLength={listingDescriptionMax}
        error={errors.description?.message}
        {...register("description")}
      />
      <TextInput
        label="Price in dollars"
        description={`A whole number. Leave it empty for "${priceLabel(kind === "" ? "car" : kind, null)}".`}
        inputMode="numeric"
        error={errors.price?.message}
        {...register("price")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="City"
          required
          maxLength={listingPlaceMax}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register("city")}
        />
        <TextInput
          label="State or province"
          maxLength={listingPlaceMax}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register("state")}
        />
        <TextInput
          label="Country"
          required
          maxLength={listingPlaceMax}
          autoComplete="country-name"
          error={errors.country?.message}
          {...register("country")}
        />
      </SimpleGrid>
      <Fieldset variant="unstyled" legend="Which of your contact details does the listing show?" p={0}>
        <Text size="sm" mb="xs">
          None unless you tick them: members can always write to you through the club.
        </Text>
        <Stack gap="xs">
          {(["email", "phone", "address"] as const).map((name) => (
            <Checkbox key={name} label={contactLabels[name]} {...register(`contact.${name}`)} />
          ))}
        </Stack>
      </Fieldset>
      {kind === "car" ? (
        <Fieldset variant="unstyled" legend="Which of the registry's facts does the listing show?" p={0}>
          <Text size="sm" mb="xs">
            A warning about the car's identity always shows.
          </Text>
          <Stack gap="xs">
            {(["ownerCount", "awards", "fullClassic", "senior"] as const).map((name) => (
              <Checkbox key={name} label={factLabels[name]} {...register(`facts.${name}`)} />
            ))}
          </Stack>
        </Fieldset>
      ) : null}
    </Stack>
  );
}

/** Step 3: everything as it will be listed, in words, before it is sent. */
function ReviewStep({ values, car }: { values: ListingFormValues; car: Vehicle | undefined }) {
  const kind = values.kind === "" ? "car" : values.kind;
  const shown = (choices: Record<string, boolean>, labels: Record<string, string>) =>
    Object.entries(choices)
      .filter(([, on]) => on)
      .map(([name]) => labels[name])
      .join("; ") || "None";
  const rows: DetailRow[] = [
    { label: "What", value: listingKindLabels[kind] },
    ...(car ? [{ label: "Car", value: vehicleName(car) }] : []),
    { label: "Title", value: values.title.trim() || (car ? vehicleName(car) : "") },
    { label: "Price", value: priceLabel(kind, values.price.trim() === "" ? null : Number(values.price)) },
    { label: "Place", value: listingPlace({ ...values, state: values.state || null }) },
    { label: "Contact details shown", value: shown(values.contact, contactLabels) },
    ...(kind === "car" ? [{ label: "Registry facts shown", value: shown(values.facts, factLabels) }] : []),
  ];
  return (
    <Stack gap="md">
      <DetailList rows={rows} />
      <Title order={3} size="h4">
        Description
      </Title>
      <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{values.description}</Text>
    </Stack>
  );
}

interface ListingWizardProps {
  initial: ListingFormValues;
  /** The listing being changed; none for a new one. */
  listing?: Listing;
  /** The car came chosen (My Vehicles' "Sell this car"), or the listing exists: step 1 only shows what it is. */
  fixedWhat: boolean;
}

/**
 * Issue 44: "Sell this car" in three steps: what is listed, its description and price, then a check of it all and
 * Publish (the draft is made, then published) or Save as draft. Changing a listing goes through the same steps and
 * saves. Each step checks its own fields with the request's schema before the next; the server's refusals show at
 * their fields, the step holding the first one opened again.
 */
export function ListingWizard({ initial, listing, fixedWhat }: ListingWizardProps) {
  const [step, setStep] = useState<Step>(1);
  const form = useForm<ListingFormValues>({
    resolver: bodyResolver(listing ? listingUpdateSchema : listingInputSchema, (values: ListingFormValues) =>
      listing ? toListingUpdate(values) : toListingInput(values),
    ),
    mode: "onTouched",
    defaultValues: initial,
  });
  const vehicles = useVehicles();
  const create = useCreateListing();
  const update = useUpdateListing(listing?.id ?? 0);
  const publish = useListingStep("publish");
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  // A draft made by a Publish that then failed: the next try publishes it rather than making a second one.
  const [draftId, setDraftId] = useState<number | null>(listing?.id ?? null);
  const values = useWatch({ control: form.control }) as ListingFormValues;
  const car = (vehicles.data ?? []).find((one) => String(one.id) === values.vehicleId);
  const pending = create.isPending || update.isPending || publish.isPending;

  const goTo = (next: Step) => {
    setStep(next);
    // The new step replaces the button that was pressed: the focus goes to its heading.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const next = async () => {
    if (step === 3) return;
    if (await form.trigger([...(step === 1 ? stepFields[0] : stepFields[1])])) goTo(step === 1 ? 2 : 3);
  };
  const refused = (error: unknown) => {
    setOtherErrors(showServerErrors(form, error, listingFormFields));
    const first = Object.keys(form.formState.errors)[0];
    if (first) goTo((stepFields[0] as readonly string[]).includes(first) ? 1 : 2);
  };
  const save = async (andPublish: boolean) => {
    setOtherErrors(undefined);
    try {
      let id = draftId;
      if (listing) await update.mutateAsync(listingUpdateSchema.parse(toListingUpdate(form.getValues())));
      else if (id === null) {
        id = (await create.mutateAsync(listingInputSchema.parse(toListingInput(form.getValues())))).id;
        setDraftId(id);
      }
      if (andPublish && id !== null) await publish.mutateAsync(id);
      navigate(`/marketplace/${id ?? listing?.id}`);
    } catch (error) {
      refused(error);
    }
  };
  const publishes = !listing || listing.actions.includes("publish");

  return (
    <Stack gap="lg">
      <StepIndicator current={step} names={stepNames} label="Steps of the listing" />
      <Title order={2} ref={heading} tabIndex={-1} id="listing-step-heading">
        {`Step ${step} of 3: ${stepNames[step - 1]}`}
      </Title>
      <form
        noValidate
        aria-labelledby="listing-step-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <Stack gap="lg">
          {step === 1 ? <WhatStep form={form} fixed={fixedWhat} cars={vehicles.data ?? []} /> : null}
          {step === 2 ? <DetailsStep form={form} /> : null}
          {step === 3 ? <ReviewStep values={values} car={car} /> : null}
          <ErrorLines errors={otherErrors} />
          <Group gap="sm">
            {step > 1 ? (
              <Button variant="outline" onClick={() => goTo(step === 3 ? 2 : 1)} disabled={pending}>
                Back
              </Button>
            ) : null}
            {step < 3 ? <Button type="submit">Continue</Button> : null}
            {step === 3 && publishes ? (
              <Button loading={pending} onClick={() => void save(true)}>
                Publish
              </Button>
            ) : null}
            {step === 3 ? (
              <Button
                variant={publishes ? "outline" : "filled"}
                loading={pending}
                onClick={() => void save(false)}
              >
                {listing ? "Save changes" : "Save as draft"}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
