import { type Listing, type ListingSoldInput, listingSoldInputSchema } from "@club/domain/listing.schema";
import { Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useMarkSold } from "../api/use-mark-sold.ts";

/** "outside", "member" (typed in), or an enquirer's member number. */
interface SoldFormValues {
  buyer: string;
  memberNo: string;
  lastName: string;
}

const outside = "outside";
const anotherMember = "member";

/** The last word of "First Last" (the enquirer's name as the server gives it). */
const lastNameOf = (name: string) => name.trim().split(/\s+/).at(-1) ?? "";

const toSale = ({ buyer, memberNo, lastName }: SoldFormValues): ListingSoldInput =>
  buyer === outside
    ? {}
    : {
        memberNo: memberNo.trim() === "" ? undefined : Number(memberNo),
        lastName: lastName.trim() === "" ? undefined : lastName.trim(),
      };

interface MarkSoldDialogProps {
  listing: Listing;
  opened: boolean;
  onClose: () => void;
}

/**
 * Issue 44: "Mark sold". A car sold to a member is offered to them through the registry (they accept it on My
 * Vehicles), so the members who wrote about it come first, each filling in their number and last name; any other
 * member's are typed in. Other listings, and a car sold to someone outside the club, are only marked sold.
 */
export function MarkSoldDialog({ listing, opened, onClose }: MarkSoldDialogProps) {
  const forCar = listing.kind === "car";
  const form = useForm<SoldFormValues>({
    resolver: bodyResolver(listingSoldInputSchema, toSale, {
      precheck: (values): Record<string, string> => {
        if (values.buyer === "") return { buyer: "Choose who bought the car" };
        if (values.buyer !== outside && !/^\d+$/.test(values.memberNo.trim()))
          return { memberNo: "Enter the buyer's member number" };
        return {};
      },
    }),
    defaultValues: { buyer: forCar ? "" : outside, memberNo: "", lastName: "" },
  });
  const buyer = useWatch({ control: form.control, name: "buyer" });
  const sold = useMarkSold(listing.id);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const { errors } = form.formState;

  const close = () => {
    if (!sold.isPending) onClose();
  };
  const choose = (value: string) => {
    form.setValue("buyer", value);
    const enquirer = listing.enquirers.find((one) => String(one.memberNo) === value);
    if (enquirer) {
      form.setValue("memberNo", String(enquirer.memberNo));
      form.setValue("lastName", lastNameOf(enquirer.name));
    } else if (value === outside) {
      form.setValue("memberNo", "");
      form.setValue("lastName", "");
    }
    form.clearErrors();
  };
  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    sold.mutate(toSale(values), {
      onSuccess: onClose,
      onError: (error) => setOtherErrors(showServerErrors(form, error, ["memberNo", "lastName"])),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="Mark sold" size="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Mark sold">
        <Stack gap="md">
          {forCar ? (
            <>
              <Controller
                control={form.control}
                name="buyer"
                render={({ field }) => (
                  <Radio.Group
                    label="Who bought the car?"
                    value={field.value}
                    onChange={choose}
                    error={errors.buyer?.message}
                  >
                    <Stack gap="xs" mt="xs">
                      {listing.enquirers.map((enquirer) => (
                        <Radio
                          key={enquirer.memberNo}
                          value={String(enquirer.memberNo)}
                          label={`${enquirer.name}, member ${enquirer.memberNo} (wrote to you about it)`}
                        />
                      ))}
                      <Radio value={anotherMember} label="Another club member" />
                      <Radio value={outside} label="Sold outside the club" />
                    </Stack>
                  </Radio.Group>
                )}
              />
              {buyer !== outside && buyer !== "" ? (
                <>
                  <TextInput
                    label="Buyer's member number"
                    inputMode="numeric"
                    required
                    error={errors.memberNo?.message}
                    {...form.register("memberNo")}
                  />
                  <TextInput
                    label="Buyer's last name"
                    required
                    error={errors.lastName?.message}
                    {...form.register("lastName")}
                  />
                  <Text>
                    The club offers the car to this member through the registry. It moves to their garage once
                    they accept it on their My Vehicles page.
                  </Text>
                </>
              ) : null}
              {buyer === outside ? (
                <Text>The listing is marked sold; no member is offered the car.</Text>
              ) : null}
            </>
          ) : (
            <Text>The listing is marked sold and shows as sold in the marketplace for a while.</Text>
          )}
          <ErrorLines errors={otherErrors} />
          <FormActions onCancel={close} submitLabel="Mark sold" pending={sold.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
