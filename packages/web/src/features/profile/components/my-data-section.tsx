import { Button, Stack, Text } from "@mantine/core";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useDownloadMyData } from "../api/use-download-my-data.ts";
import { MemberInfoSection } from "./member-info-contents.tsx";

// Issue 30: the member takes a copy of everything the club's portal holds about them.
export function MyDataSection() {
  const download = useDownloadMyData();
  return (
    <MemberInfoSection section="myData" title="Download my data">
      <Stack gap="sm" align="flex-start">
        <Text>
          A copy of everything the portal holds about you: your details, memberships, payments, cars and their
          history (cars you sold too), event registrations and score sheets, the sheets you filled in as a
          judge, your claims on cars and answers to claims, your petitions for the Full Classic list, your
          judge's record, the e-mails we sent you, your privacy choices, your sign-ins and your passkeys. They
          come as spreadsheet files in one ZIP, with a note (README.txt) saying what each file holds.
        </Text>
        <Button variant="outline" onClick={() => download.mutate()} loading={download.isPending}>
          Download my data (ZIP)
        </Button>
        {download.isSuccess ? <Text role="status">Your data was downloaded.</Text> : null}
        <ErrorLines errors={errorsOf(download.error)} />
      </Stack>
    </MemberInfoSection>
  );
}
