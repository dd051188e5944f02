import type { ListingCar } from "@club/domain/listing.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { List, Stack, Text, Title } from "@mantine/core";
import { DetailList, type DetailRow } from "../../../components/detail-list.tsx";
import { dayOfMoment } from "../../../lib/club-clock.ts";

/** The registry's facts the seller chose to show; what the server left out (null) is not a row. */
function factRows(car: ListingCar): DetailRow[] {
  const rows: (DetailRow | null)[] = [
    { label: "Car", value: vehicleName(car) },
    car.bodyStyle ? { label: "Body style", value: car.bodyStyle } : null,
    car.bodyMaker ? { label: "Coachbuilder", value: car.bodyMaker } : null,
    { label: "Cylinders", value: String(car.numberOfCylinders) },
    car.ownerCount === null
      ? null
      : { label: "Owners recorded by the registry", value: String(car.ownerCount) },
    car.fullClassic ? { label: "Full Classic list entry", value: car.fullClassic } : null,
    car.senior
      ? {
          label: "Senior status",
          value: car.senior.number
            ? `${car.senior.category}, number ${car.senior.number}`
            : car.senior.category,
        }
      : null,
    car.serialNumber ? { label: "Serial number", value: car.serialNumber } : null,
    car.engineNumber ? { label: "Engine number", value: car.engineNumber } : null,
  ];
  return rows.filter((row) => row !== null);
}

// Issue 44: what the club's registry knows of the car, as the seller chose to show it.
export function ListingFacts({ car }: { car: ListingCar }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby="registry-facts-heading">
      <Title order={2} id="registry-facts-heading">
        {"From the club's registry"}
      </Title>
      <DetailList rows={factRows(car)} />
      {car.awards !== null ? (
        <>
          <Title order={3} size="h4">
            Awards
          </Title>
          {car.awards.length === 0 ? (
            <Text>No awards recorded.</Text>
          ) : (
            <List spacing={4}>
              {car.awards.map((award) => (
                <List.Item key={`${award.eventTitle}-${award.date}-${award.award}`}>
                  {`${award.award}, ${award.eventTitle}, ${dayOfMoment(award.date)} (score ${award.score})`}
                </List.Item>
              ))}
            </List>
          )}
        </>
      ) : null}
    </Stack>
  );
}
