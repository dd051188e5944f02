import { Button, Stack, Text } from "@mantine/core";
import { errorsOf } from "../../../../api/api-error.ts";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { usePrintCard } from "../../api/use-print-card.ts";

/** Issue 25: the member's card as a PDF, for a member who asks the office for one on paper. */
export function PrintCardButton({ memberId }: { memberId: number }) {
  const print = usePrintCard(memberId);
  return (
    <Stack gap="xs" align="flex-start" mt="md">
      <Button variant="outline" onClick={() => print.mutate()} loading={print.isPending}>
        Print membership card
      </Button>
      {print.isSuccess ? (
        <Text role="status">{`${print.data} was downloaded: print it at actual size and cut along the marks.`}</Text>
      ) : null}
      <ErrorLines errors={errorsOf(print.error)} />
    </Stack>
  );
}
