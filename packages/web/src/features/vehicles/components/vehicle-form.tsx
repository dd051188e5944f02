import { seniorCategories } from "@club/domain/member.schema";
import {
  cylinderCounts,
  type Vehicle,
  type vehicleImageSchema,
  vehicleMessages,
  vehicleYears,
} from "@club/domain/vehicle.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useId, useRef, useState } from "react";
import type { z } from "zod";
import { ApiError, type ExistingRecord, errorsOf } from "../../../api/api-error.ts";
import { useMakes } from "../../../api/use-makes.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { checkPhotos } from "../../../lib/check-photos.ts";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useCreateVehicle } from "../api/use-create-vehicle.ts";
import { useUpdateVehicle } from "../api/use-update-vehicle.ts";
import { toVehicleFormData } from "../form/to-vehicle-form-data.ts";
import { useVehicleForm } from "../form/use-vehicle-form.ts";
import { vehicleFieldLabels } from "../form/vehicle-field-labels.ts";
import { emptyVehicleFormValues, vehicleToFormValues } from "../form/vehicle-form-values.ts";
import { ClaimVehicleDialog } from "./claim-vehicle-dialog.tsx";
import { VehiclePhotosField } from "./vehicle-photos-field.tsx";

type VehicleImage = z.infer<typeof vehicleImageSchema>;

interface VehicleFormProps {
  /** The car to modify, or null to add one. */
  vehicle: Vehicle | null;
  /** Beside the list the form shows its own h2; in the drawer the drawer's title names it. */
  withHeading?: boolean;
  onSaved: () => void;
  /** Leaves the form without saving (edit mode beside the list, or the drawer). */
  onCancel?: () => void;
}

const choose = { label: "Select", value: "" };
const ownerOptions = [choose, { label: "Member", value: "false" }, { label: "Associate", value: "true" }];
const yearOptions = [choose, ...vehicleYears.map(String)];
const cylinderOptions = [choose, ...cylinderCounts.map(String)];
const seniorOptions = [...seniorCategories];

const photoKey = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

/** The numbers that make a car one car: the server refuses a second record with one of them (issue 27). */
const identityFields = ["serialNumber", "engineNumber"] as const;

/** A save refused because its serial or engine number is another car's in the registry. */
const refusedAsDuplicate = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The car already in the registry that a refused save may claim: the server sends it (never its name, issue 39)
 * only to a member in good standing.
 */
function duplicateOf(error: unknown): ExistingRecord | undefined {
  return error instanceof ApiError && error.status === 409 ? error.existing : undefined;
}

// spec §2, §3, §4, §5: the add/edit vehicle form; in edit mode the senior category and number are fixed.
export function VehicleForm({ vehicle, withHeading = true, onSaved, onCancel }: VehicleFormProps) {
  const editing = vehicle !== null;
  const title = editing ? "Modify Vehicle" : "Add a Vehicle";
  const headingId = useId();
  const form = useVehicleForm(vehicle ? vehicleToFormValues(vehicle) : emptyVehicleFormValues);
  const { errors } = form.formState;
  const { register } = form;
  const makes = useMakes();
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const save = editing ? update : create;
  const [keptImages, setKeptImages] = useState<VehicleImage[]>(vehicle?.images ?? []);
  const [newPhotos, setNewPhotos] = useState<File[]>([]);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const [claiming, setClaiming] = useState(false);
  const { photosPerVehicle } = useSiteConfig().vehicleLimits;
  const duplicate = duplicateOf(save.error);

  const makeOptions = [
    choose,
    ...(makes.data ?? []).map((make) => ({ label: make.name, value: String(make.id) })),
  ];
  const carName = vehicle ? vehicleName(vehicle) : "this car";
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Beside a long list, "Modify Vehicle" would change a form the member may not see: bring it into view.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);

  function choosePhotos(files: File[]) {
    // spec §5, §9: a file of another type or over 5 MB is refused at once, named in the field's error.
    const { accepted, problems } = checkPhotos(files);
    const known = new Set(newPhotos.map(photoKey));
    const fresh = accepted.filter((file) => !known.has(photoKey(file)));
    // Beyond the car's limit the server would refuse the whole form: only the photos that fit are taken.
    const room = Math.max(0, photosPerVehicle - keptImages.length - newPhotos.length);
    if (fresh.length > room) problems.push(vehicleMessages.tooManyPhotos(photosPerVehicle));
    setPhotoProblems(problems);
    setNewPhotos([...newPhotos, ...fresh.slice(0, room)]);
  }

  const onSubmit = form.handleSubmit((fields) => {
    const body = toVehicleFormData(fields, newPhotos, keptImages);
    const onSuccess = () => {
      notifications.show({
        color: "green",
        message: editing ? vehicleMessages.updated : vehicleMessages.created,
      });
      onSaved();
    };
    // A number another car already has is shown at its field (the focus taken there), the rest of the form kept.
    const onError = (error: unknown) => {
      if (!refusedAsDuplicate(error)) return;
      const fieldErrors = errorsOf(error) ?? {};
      const refused = identityFields.filter((field) => fieldErrors[field]);
      for (const field of refused) {
        const message = fieldErrors[field]?.join(" ") ?? "";
        form.setError(field, { type: "server", message }, { shouldFocus: field === refused[0] });
      }
    };
    if (vehicle) update.mutate({ id: vehicle.id, form: body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={withHeading ? headingId : undefined}
        aria-label={withHeading ? undefined : title}
      >
        <Stack gap="md">
          {withHeading && (
            <Title order={2} id={headingId} ref={headingRef} tabIndex={-1}>
              {title}
            </Title>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ControlledSelect
              control={form.control}
              name="ownedByAssociate"
              label="Owned By"
              required
              data={ownerOptions}
            />
            <ControlledSelect control={form.control} name="year" label="Year" required data={yearOptions} />
            <ControlledSelect control={form.control} name="makeId" label="Make" required data={makeOptions} />
            <TextInput label="Model" required error={errors.model?.message} {...register("model")} />
            <ControlledSelect
              control={form.control}
              name="numberOfCylinders"
              label="Cylinders"
              required
              data={cylinderOptions}
            />
            <TextInput label="Body Style" error={errors.bodyStyle?.message} {...register("bodyStyle")} />
            <TextInput label="Coachbuilder" error={errors.bodyMaker?.message} {...register("bodyMaker")} />
            <TextInput
              label="Engine Number"
              error={errors.engineNumber?.message}
              {...register("engineNumber")}
            />
            <TextInput label="Body Number" error={errors.bodyNumber?.message} {...register("bodyNumber")} />
            <TextInput
              label="Serial Number"
              error={errors.serialNumber?.message}
              {...register("serialNumber")}
            />
          </SimpleGrid>
          {duplicate ? (
            <Alert color="yellow" variant="light" title="This car may already be in the club's registry">
              <Stack gap="sm" align="flex-start">
                <Text>If it is yours, claim it: the club office will look at your papers.</Text>
                <Button type="button" onClick={() => setClaiming(true)}>
                  Claim this car
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Checkbox
            label="Show the serial, engine and body numbers to other members"
            description="Other members can then read them on the car's page and find the car by them."
            {...register("showNumbers")}
          />
          {makes.isError && <LoadFailure what="makes" onRetry={() => void makes.refetch()} />}

          <Fieldset legend="History">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Acquired From"
                error={errors.trackAcquiredFrom?.message}
                {...register("trackAcquiredFrom")}
              />
              <TextInput
                label="Date Acquired"
                error={errors.trackDateAcquired?.message}
                {...register("trackDateAcquired")}
              />
              <TextInput label="Sold To" error={errors.trackSoldTo?.message} {...register("trackSoldTo")} />
              <TextInput
                label="Date Sold"
                error={errors.trackDateSold?.message}
                {...register("trackDateSold")}
              />
            </SimpleGrid>
            <Textarea
              mt="md"
              label="Other Information"
              rows={3}
              error={errors.trackOtherInfo?.message}
              {...register("trackOtherInfo")}
            />
          </Fieldset>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {editing ? (
              // spec §4: fixed once the car is registered; the form still sends the stored values.
              <>
                <NativeSelect
                  label="Senior Category"
                  data={seniorOptions}
                  value={vehicle.seniorCategory}
                  disabled
                  description="Fixed once the car is registered"
                />
                <TextInput
                  label="Senior Number"
                  value={vehicle.seniorNumber ?? ""}
                  disabled
                  description="Fixed once the car is registered"
                />
              </>
            ) : (
              <>
                <ControlledSelect
                  control={form.control}
                  name="seniorCategory"
                  label="Senior Category"
                  data={seniorOptions}
                />
                <TextInput
                  label="Senior Number"
                  inputMode="numeric"
                  description="Needed for Senior and Senior Premier cars"
                  error={errors.seniorNumber?.message}
                  {...register("seniorNumber")}
                />
              </>
            )}
          </SimpleGrid>

          <Stack gap="sm">
            <Checkbox label="New Coachwork" {...register("newCoachWork")} />
            <Checkbox label="Altered" {...register("altered")} />
            <Checkbox
              label="Authentic"
              description="I confirm that this car is authentic."
              required
              error={errors.authentic?.message}
              {...register("authentic")}
            />
            {editing && (
              // The club decides it; the member only sees it.
              <Checkbox
                label="Previously Approved"
                description="Set by the club when it approves the car"
                checked={vehicle.approvedByCommittee}
                disabled
                readOnly
              />
            )}
          </Stack>

          <TextInput label="Location" error={errors.location?.message} {...register("location")} />

          <VehiclePhotosField
            kept={keptImages}
            added={newPhotos}
            problems={photoProblems}
            carName={carName}
            maxPhotos={photosPerVehicle}
            onChoose={choosePhotos}
            onRemoveKept={(image) =>
              setKeptImages((current) => current.filter((kept) => kept.id !== image.id))
            }
            onRemoveAdded={(file) => setNewPhotos((current) => current.filter((photo) => photo !== file))}
          />

          {/* Server errors stay above the buttons; the form keeps what was typed so it can be corrected. */}
          {/* A number another car has is said at its field and beside the Claim this car button instead. */}
          <ErrorLines
            errors={refusedAsDuplicate(save.error) ? undefined : errorsOf(save.error)}
            labels={vehicleFieldLabels}
          />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {editing ? "Save Changes" : "Add Vehicle"}
            </Button>
            {onCancel && (
              <Button type="button" variant="subtle" onClick={onCancel} disabled={save.isPending}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {/* Outside the form: a submit inside the dialog would otherwise reach this form through React's tree. */}
      <ClaimVehicleDialog car={claiming && duplicate ? duplicate : null} onClose={() => setClaiming(false)} />
    </>
  );
}
