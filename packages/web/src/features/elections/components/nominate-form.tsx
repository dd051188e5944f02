import { type MemberElection, nominationInputSchema } from "@club/domain/election.schema";
import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { RaceMemberFields } from "../../../components/race-member-fields.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useNominate } from "../api/use-nominations.ts";

interface NominateValues {
  raceId: string;
  memberNo: string;
}

const bodyOf = (values: NominateValues) => ({
  raceId: values.raceId === "" ? undefined : Number(values.raceId),
  memberNo: values.memberNo.trim() === "" ? undefined : Number(values.memberNo),
});

/**
 * Issue 46: "Nominate a member" while nominations are open: the office and the member's number (their own, to stand
 * themselves). The nominee is asked by e-mail, and is a candidate once they accept.
 */
export function NominateForm({ election }: { election: MemberElection }) {
  const nominate = useNominate(election.id);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const [sent, setSent] = useState(false);
  const form = useForm<NominateValues>({
    defaultValues: { raceId: election.races.length === 1 ? String(election.races[0]?.id) : "", memberNo: "" },
    resolver: bodyResolver(nominationInputSchema, bodyOf),
  });
  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    setSent(false);
    nominate.mutate(bodyOf(values) as { raceId: number; memberNo: number }, {
      onSuccess: () => {
        setSent(true);
        form.reset({ ...values, memberNo: "" });
      },
      onError: (error) => setOtherErrors(showServerErrors(form, error, ["raceId", "memberNo"])),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Nominate a member">
      <Stack gap="sm" maw={480}>
        <Text>
          Nominate a member in good standing, or yourself, by their member number (on their membership card).
          We e-mail them to ask whether they will stand.
        </Text>
        <RaceMemberFields
          races={election.races}
          race={{ ...form.register("raceId"), error: form.formState.errors.raceId?.message }}
          member={{ ...form.register("memberNo"), error: form.formState.errors.memberNo?.message }}
        />
        <ErrorLines errors={otherErrors} />
        {sent ? (
          <Text role="status" fw={700}>
            Thank you: the member is asked by e-mail whether they will stand.
          </Text>
        ) : null}
        <Button type="submit" loading={nominate.isPending} style={{ alignSelf: "flex-start" }}>
          Nominate
        </Button>
      </Stack>
    </form>
  );
}
