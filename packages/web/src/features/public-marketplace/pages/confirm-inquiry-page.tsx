import { listingMessages } from "@club/domain/listing.schema";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useConfirmInquiry } from "../api/use-public-inquiry.ts";

/**
 * Issue 44: where the link mailed to someone who wrote to a seller lands (/for-sale/confirm/{token}). The message
 * goes only when they press the button: a mail program that opens links to check them sends nothing.
 */
export function ConfirmInquiryPage() {
  const token = useParams().token ?? "";
  const confirm = useConfirmInquiry();
  const gone = confirm.error instanceof ApiError && [404, 410, 422].includes(confirm.error.status);
  return (
    <>
      <PageTitle>Send Your Message</PageTitle>
      <Stack gap="md" maw={640}>
        {confirm.isSuccess ? (
          <Alert color="green" title="Sent" role="status">
            {confirm.data.message}
          </Alert>
        ) : gone ? (
          <Alert color="yellow" title="This link no longer works" role="alert">
            {listingMessages.inquiryGone}
          </Alert>
        ) : (
          <>
            <Text size="lg">Press the button to send your message to the seller.</Text>
            <ErrorLines errors={confirm.error ? errorsOf(confirm.error) : undefined} />
            <div>
              <Button size="md" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
                Send my message
              </Button>
            </div>
          </>
        )}
        <Anchor component={Link} to="/for-sale">
          See the cars and parts for sale
        </Anchor>
      </Stack>
    </>
  );
}
