import type { JudgingSetup } from "@club/domain/judging.schema";
import { Stack, Table, Text } from "@mantine/core";
import { DataTable } from "../../../components/data-table.tsx";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { isClubForm } from "../form/judging-form.ts";

/** The score sheet the judges fill in: its categories and the most each may lose, read-only here. */
export function FormCategories({ form }: { form: JudgingSetup["form"] }) {
  const total = form.reduce((sum, category) => sum + category.max, 0);
  return (
    <OfficeSection title="The score sheet">
      <Stack gap="sm">
        <Text>
          {isClubForm(form)
            ? "Use the club's 100-point form: a car starts at 100 points and each judge deducts, category by category, up to each category's most."
            : "This meet has a form of its own: a car starts at 100 points and each judge deducts, category by category, up to each category's most."}
        </Text>
        <DataTable
          label="Score sheet categories"
          rows={form}
          rowKey={(category) => category.name}
          columns={[
            { heading: "Category", rowHeader: true, cell: (category) => category.name },
            { heading: "Most deducted", align: "right", cell: (category) => category.max },
          ]}
          footer={
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" fw={700}>
                {total}
              </Table.Td>
            </Table.Tr>
          }
        />
      </Stack>
    </OfficeSection>
  );
}
