import { Button, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { errorsOf } from "../api/api-error.ts";
import { ErrorLines } from "../components/error-lines.tsx";
import { LoadingState } from "../components/loading-state.tsx";

/** While a list loads, it says so; when it failed, it says why and can be asked for again. */
export function QueryState({ query, loading }: { query: UseQueryResult<unknown>; loading: string }) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (!query.isError) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <ErrorLines errors={errorsOf(query.error)} />
      <Button variant="outline" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </Stack>
  );
}
