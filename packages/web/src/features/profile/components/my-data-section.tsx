import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useDownloadMyData } from "../api/use-download-my-data.ts";

// Issue 30: the member takes a copy of everything the club's portal holds about them.
export function MyDataSection() {
  const headingId = useId();
  const download = useDownloadMyData();
  return (
    <Paper component="section" withBorder p={{ base: "md", sm: "lg" }} mt="xl" aria-labelledby={headingId}>
      <Title order={2} size="h3" mb="md" id={headingId}>
        My data
      </Title>
      <Stack gap="sm" align="flex-start">
        <Text>
          A copy of everything the portal holds about you: your details, memberships, payments, cars and their
          history, event registrations and score sheets, your claims on cars and answers to claims, your
          petitions for the Full Classic list, your judge's record, the e-mails we sent you, your privacy
          choices and your sign-ins, as spreadsheet files in one ZIP.
        </Text>
        <Button variant="outline" onClick={() => download.mutate()} loading={download.isPending}>
          Download my data (ZIP)
        </Button>
        {download.isSuccess ? <Text role="status">Your data was downloaded.</Text> : null}
        <ErrorLines errors={errorsOf(download.error)} />
      </Stack>
    </Paper>
  );
}
