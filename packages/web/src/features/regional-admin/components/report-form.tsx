import { exportSectionLabels, exportSections } from "@club/domain/search.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "react-hook-form";
import { errorsOf } from "../../../api/api-error.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useDownloadReport } from "../api/use-download-report.ts";
import { type ReportFormValues, reportFormSchema } from "../report/report-form-schema.ts";
import { useStatusOptions } from "../report/use-status-options.ts";

const choose = { label: "Select", value: "" };
const sectionOptions = [
  choose,
  ...exportSections.map((section) => ({ label: exportSectionLabels[section], value: section })),
];

interface ReportFormProps {
  /** The regions the member administers, name to code. */
  regions: Record<string, string>;
}

// spec §2, §5: the regional export; the region is preselected when the member administers only one.
export function ReportForm({ regions }: ReportFormProps) {
  const codes = Object.values(regions);
  const form = useForm<ReportFormValues>({
    resolver: zodResolver(reportFormSchema),
    mode: "onTouched",
    defaultValues: { region: codes.length === 1 ? codes[0] : "", filterOption: "", exportSelection: "" },
  });
  const statusOptions = useStatusOptions();
  const download = useDownloadReport();
  const regionOptions = [choose, ...Object.entries(regions).map(([label, value]) => ({ label, value }))];

  const onSubmit = form.handleSubmit((values) => download.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Regional report">
      <Stack gap="md" maw={900}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ControlledSelect
            control={form.control}
            name="region"
            label="Region"
            withAsterisk
            data={regionOptions}
          />
          <ControlledSelect
            control={form.control}
            name="filterOption"
            label="Filter Options"
            withAsterisk
            data={[choose, ...statusOptions]}
          />
          <ControlledSelect
            control={form.control}
            name="exportSelection"
            label="Export Sections"
            withAsterisk
            data={sectionOptions}
          />
        </SimpleGrid>
        <ErrorLines errors={errorsOf(download.error)} />
        {download.isSuccess ? <Text role="status">{`Downloaded ${download.data}`}</Text> : null}
        <Group>
          <Button type="submit" loading={download.isPending}>
            Export
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
