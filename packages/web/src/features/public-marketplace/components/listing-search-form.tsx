import { listingKindLabels, publicListingKinds } from "@club/domain/listing.schema";
import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useMakes } from "../../../api/use-makes.ts";
import type { PublicSearch } from "../form/public-search.ts";

type Range = { from: string; to: string };

const kindOptions = [
  { value: "", label: "Cars and parts" },
  ...publicListingKinds.map((kind) => ({ value: kind, label: listingKindLabels[kind] })),
];

/** "to" before "from" is a slip the reader is told of at the field, before anything is searched. */
function rangeError({ from, to }: Range, what: string) {
  return from !== "" && to !== "" && Number(to) < Number(from)
    ? `${what} to is less than ${what.toLowerCase()} from`
    : null;
}

const text = (value: string | number) => (value === "" ? "" : String(value));

/**
 * The public search's filters: what, make, years, price and words; searching starts again at page 1. The numbers are
 * typed, without spin buttons: on a phone each would be a 44px target hanging out of its field and off the screen.
 */
export function ListingSearchForm({
  search,
  onSearch,
}: {
  search: PublicSearch;
  onSearch: (search: PublicSearch) => void;
}) {
  const makes = useMakes();
  const [kind, setKind] = useState<string>(search.kind ?? "");
  const [makeId, setMakeId] = useState(search.makeId ?? "");
  const [years, setYears] = useState<Range>({ from: search.yearFrom ?? "", to: search.yearTo ?? "" });
  const [prices, setPrices] = useState<Range>({ from: search.priceFrom ?? "", to: search.priceTo ?? "" });
  const [words, setWords] = useState(search.q ?? "");
  const [checked, setChecked] = useState(false);
  const yearError = checked ? rangeError(years, "Year") : null;
  const priceError = checked ? rangeError(prices, "Price") : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (rangeError(years, "Year") || rangeError(prices, "Price")) return;
    onSearch({
      kind: kind === "" ? undefined : (kind as PublicSearch["kind"]),
      makeId: makeId || undefined,
      yearFrom: years.from || undefined,
      yearTo: years.to || undefined,
      priceFrom: prices.from || undefined,
      priceTo: prices.to || undefined,
      q: words.trim() || undefined,
      page: 1,
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Search the cars and parts for sale">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <NativeSelect
            label="What"
            data={kindOptions}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value)}
          />
          <NativeSelect
            label="Make"
            data={[
              { value: "", label: makes.isPending ? "Loading makes…" : "Any make" },
              ...(makes.data ?? []).map((make) => ({ value: String(make.id), label: make.name })),
            ]}
            value={makeId}
            onChange={(event) => setMakeId(event.currentTarget.value)}
          />
          <TextInput label="Words" value={words} onChange={(event) => setWords(event.currentTarget.value)} />
          <NumberInput
            label="Year from"
            min={1900}
            max={2100}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={years.from}
            onChange={(value) => setYears({ ...years, from: text(value) })}
          />
          <NumberInput
            label="Year to"
            min={1900}
            max={2100}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={years.to}
            onChange={(value) => setYears({ ...years, to: text(value) })}
            error={yearError}
          />
          <NumberInput
            label="Price from (dollars)"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            thousandSeparator=","
            value={prices.from}
            onChange={(value) => setPrices({ ...prices, from: text(value) })}
          />
          <NumberInput
            label="Price to (dollars)"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            thousandSeparator=","
            value={prices.to}
            onChange={(value) => setPrices({ ...prices, to: text(value) })}
            error={priceError}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" size="md">
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
