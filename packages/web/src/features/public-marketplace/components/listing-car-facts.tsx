import type { ListingCar } from "@club/domain/listing.schema";
import { Alert, Stack, Title } from "@mantine/core";
import { DetailList, type DetailRow } from "../../../components/detail-list.tsx";

/** The registry's facts the seller chose to show; the warning always, first. */
export function ListingCarFacts({ car }: { car: ListingCar }) {
  const rows: DetailRow[] = [
    { label: "Car", value: `${car.year} ${car.make} ${car.model}` },
    ...(car.bodyStyle ? [{ label: "Body style", value: car.bodyStyle }] : []),
    ...(car.bodyMaker ? [{ label: "Body maker", value: car.bodyMaker }] : []),
    { label: "Cylinders", value: String(car.numberOfCylinders) },
    ...(car.serialNumber ? [{ label: "Serial number", value: car.serialNumber }] : []),
    ...(car.engineNumber ? [{ label: "Engine number", value: car.engineNumber }] : []),
    ...(car.ownerCount !== null ? [{ label: "Owners in the registry", value: String(car.ownerCount) }] : []),
    ...(car.fullClassic ? [{ label: "Full Classic", value: car.fullClassic }] : []),
    ...(car.senior
      ? [{ label: "Senior", value: [car.senior.category, car.senior.number].filter(Boolean).join(" ") }]
      : []),
    ...(car.awards && car.awards.length > 0
      ? [
          {
            label: "Awards",
            value: car.awards
              .map((award) => `${award.award}, ${award.eventTitle} (${award.date})`)
              .join("; "),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="sm">
      <Title order={2}>From the club's registry</Title>
      {car.warning ? (
        <Alert color="red" title="Ask before you buy">
          {car.warning}
        </Alert>
      ) : null}
      <DetailList rows={rows} />
    </Stack>
  );
}
