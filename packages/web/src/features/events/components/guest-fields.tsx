import { Box, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { maxGuests, type RegisterFormChoice, type RegisterFormValues } from "../form/register-form.ts";

interface GuestFieldsProps {
  form: UseFormReturn<RegisterFormValues, unknown, RegisterFormChoice>;
  /** Each guest's price, in words. */
  price: string;
  /** The server's message about the guests as a whole (too many). */
  error: string | null;
}

// Issue 28: the guests the member brings, each by first and last name, added and removed one at a time.
export function GuestFields({ form, price, error }: GuestFieldsProps) {
  const guests = useFieldArray({ control: form.control, name: "guests" });
  const { errors } = form.formState;

  function addGuest() {
    guests.append({ firstName: "", lastName: "" }, { focusName: `guests.${guests.fields.length}.firstName` });
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="register-guests-title">
      <Title order={3} size="h4" id="register-guests-title">
        Guests
      </Title>
      <Text size="sm">{`Each guest: ${price}`}</Text>
      {guests.fields.map((guest, index) => {
        const number = index + 1;
        const fieldErrors = errors.guests?.[index];
        return (
          <Paper key={guest.id} withBorder p="sm">
            <Stack gap="xs">
              <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
                <TextInput
                  label={`Guest ${number} first name`}
                  autoComplete="off"
                  required
                  miw={180}
                  error={fieldErrors?.firstName?.message}
                  {...form.register(`guests.${index}.firstName`)}
                />
                <TextInput
                  label={`Guest ${number} last name`}
                  autoComplete="off"
                  required
                  miw={180}
                  error={fieldErrors?.lastName?.message}
                  {...form.register(`guests.${index}.lastName`)}
                />
              </Group>
              <Box>
                <Button type="button" variant="outline" color="red.9" onClick={() => guests.remove(index)}>
                  {`Remove guest ${number}`}
                </Button>
              </Box>
            </Stack>
          </Paper>
        );
      })}
      {error && (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      )}
      <Box>
        <Button
          type="button"
          variant="outline"
          onClick={addGuest}
          disabled={guests.fields.length >= maxGuests}
        >
          Add a guest
        </Button>
      </Box>
      {guests.fields.length >= maxGuests && <Text size="sm">{`At most ${maxGuests} guests.`}</Text>}
    </Stack>
  );
}
