import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { DataTable } from "../../../../components/data-table.tsx";
import { formatDay, formatMoment } from "../../../../office-kit/office-format.ts";

interface Column<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

/** A small read-only table with proper column headers, or a sentence when there is nothing to list. */
export function RecordTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  empty,
}: {
  label: string;
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
  columns: Column<Row>[];
  empty: string;
}) {
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={rowKey}
      empty={empty}
      minWidth={480}
      tableProps={{ verticalSpacing: "xs" }}
      columns={columns.map((column) => ({ heading: column.label, cell: column.value }))}
    />
  );
}

type Vehicle = OfficeMemberRecord["vehicles"][number];
type Registration = OfficeMemberRecord["registrations"][number];

export function CarsTab({ record }: { record: OfficeMemberRecord }) {
  return (
    <RecordTable<Vehicle>
      label="Cars"
      rows={record.vehicles}
      rowKey={(car) => car.id}
      empty="No cars registered."
      columns={[
        { label: "Year", value: (car) => car.year },
        { label: "Make", value: (car) => car.make ?? "—" },
        { label: "Model", value: (car) => car.model },
        {
          label: "Approved",
          value: (car) =>
            car.approved ? (
              <Badge color="#216e33" tt="none">
                Approved
              </Badge>
            ) : car.rejectionReason ? (
              <Badge color="#a51d24" tt="none" title={car.rejectionReason}>
                Not approved
              </Badge>
            ) : (
              <Badge color="#8a5a00" tt="none">
                Waiting for approval
              </Badge>
            ),
        },
      ]}
    />
  );
}

export function EventsTab({ record }: { record: OfficeMemberRecord }) {
  return (
    <RecordTable<Registration>
      label="Event registrations"
      rows={record.registrations}
      rowKey={(registration, index) => `${registration.eventTitle}-${index}`}
      empty="No event registrations."
      columns={[
        { label: "Event", value: (registration) => registration.eventTitle },
        { label: "Starts", value: (registration) => formatDay(registration.dateStart) },
        { label: "Registered", value: (registration) => formatMoment(registration.createdAt) },
      ]}
    />
  );
}
