import {
  type CarImportField,
  type CarMapping,
  carImportFields,
  type ImportView,
  importFieldLabels,
  type MemberImportField,
  type MemberMapping,
  memberImportFields,
} from "@club/domain/import.schema";
import { Button, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { phoneQuery, useMediaMatch } from "../../../lib/media-queries.ts";
import { SavedNote } from "../../../office-kit/saved-note.tsx";
import { useSaveImportMapping } from "../api/use-office-imports.ts";
import { countOf, hasMembers, sampleValues } from "../format/import-format.ts";

const notImported = "";

type Field = MemberImportField | CarImportField;
type Mapping = Record<string, Field | null>;

interface SheetMappingProps<F extends Field> {
  title: string;
  columns: string[];
  sample: string[][];
  fields: readonly F[];
  mapping: Record<string, F | null>;
  errors: Record<string, string>;
  onChange: (column: string, field: F | null) => void;
}

/** Each column of a sheet, its first values, and the field it fills; a field goes to one column only. */
function SheetMapping<F extends Field>({
  title,
  columns,
  sample,
  fields,
  mapping,
  errors,
  onChange,
}: SheetMappingProps<F>) {
  const usedBy = new Map<Field, string>();
  for (const column of columns) {
    const field = mapping[column];
    if (field) usedBy.set(field, column);
  }
  const imported = columns.filter((column) => mapping[column]).length;
  const phone = useMediaMatch(phoneQuery);
  const optionsFor = (column: string) => [
    { value: notImported, label: "Not imported" },
    ...fields.map((field) => {
      const other = usedBy.get(field);
      // Regions add up: several columns may each name one.
      const taken = other !== undefined && other !== column && field !== "regions";
      return {
        value: field,
        label: taken ? `${importFieldLabels[field]} (used for "${other}")` : importFieldLabels[field],
        disabled: taken,
      };
    }),
  ];
  const select = (column: string, props: { label?: string; description?: string }) => (
    <NativeSelect
      {...props}
      aria-label={props.label ? undefined : `Imported as, for the column ${column}`}
      data={optionsFor(column)}
      value={mapping[column] ?? notImported}
      error={errors[column]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(column, value === notImported ? null : (value as F));
      }}
    />
  );
  const firstValues = (index: number) => sampleValues(sample, index);

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text>{`${countOf(imported, "column", "columns")} of ${columns.length} will be imported.`}</Text>
      {phone ? (
        // On a phone a table of three columns would scroll sideways: each column is a field of its own.
        <Stack gap="sm" role="group" aria-label={title}>
          {columns.map((column, index) => (
            <div key={column}>
              {select(column, {
                label: column,
                description: `First values: ${firstValues(index).join(", ") || "(empty)"}`,
              })}
            </div>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Column in your file</Table.Th>
                <Table.Th scope="col">First values</Table.Th>
                <Table.Th scope="col">Imported as</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {columns.map((column, index) => {
                const values = firstValues(index);
                return (
                  <Table.Tr key={column}>
                    <Table.Th scope="row" style={{ overflowWrap: "anywhere" }}>
                      {column}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      {values.length > 0 ? values.join(", ") : <Text fs="italic">(empty)</Text>}
                    </Table.Td>
                    <Table.Td miw={240}>{select(column, {})}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

const sheets = ["mapping", "carMapping", "car_mapping"];
const sheetPrefix = /^(mapping|carMapping|car_mapping)\./;

/**
 * The server's refusal (400) is keyed by a sheet ("mapping", "carMapping"), a column or a field: a column's error goes
 * to its row, a field's to the row that maps it; a sheet's (its lines name the columns) and the rest are said above
 * the buttons.
 */
function placeErrors(errors: FieldErrors | undefined, members: Mapping, cars: Mapping | null) {
  const memberErrors: Record<string, string> = {};
  const carErrors: Record<string, string> = {};
  const other: FieldErrors = {};
  const rowOf = (mapping: Mapping | null, key: string) => {
    if (!mapping) return undefined;
    if (key in mapping) return key;
    return Object.keys(mapping).find((column) => mapping[column] === key);
  };
  for (const [rawKey, lines] of Object.entries(errors ?? {})) {
    // A refusal of a whole sheet's mapping names its columns in its own words.
    if (sheets.includes(rawKey)) {
      other.base = [...(other.base ?? []), ...lines];
      continue;
    }
    const key = rawKey.replace(sheetPrefix, "");
    const inCars = /^car/.test(rawKey);
    const memberRow = inCars ? undefined : rowOf(members, key);
    const carRow = memberRow === undefined ? rowOf(cars, key) : undefined;
    if (memberRow !== undefined) memberErrors[memberRow] = lines.join(" ");
    else if (carRow !== undefined) carErrors[carRow] = lines.join(" ");
    else other[key] = lines;
  }
  return { members: memberErrors, cars: carErrors, other: Object.keys(other).length > 0 ? other : undefined };
}

const sameMapping = (a: Mapping, b: Mapping) => Object.keys(a).every((column) => a[column] === b[column]);

interface ImportMappingFormProps {
  view: ImportView;
  onSaved: () => void;
  onPreview: () => void;
  previewPending: boolean;
}

/**
 * Step 2: which field of the portal each column fills, for the members sheet and the cars sheet (a registry file of
 * cars alone, issue 27, has only the cars). The server's proposal comes first; any column can be changed or left
 * out. "Preview" saves a changed mapping first.
 */
export function ImportMappingForm({ view, onSaved, onPreview, previewPending }: ImportMappingFormProps) {
  const save = useSaveImportMapping();
  const [members, setMembers] = useState<MemberMapping>(view.mapping);
  const [cars, setCars] = useState<CarMapping | null>(view.cars?.mapping ?? null);
  const dirty =
    !sameMapping(members, view.mapping) || (cars !== null && !sameMapping(cars, view.cars?.mapping ?? {}));
  const errors = placeErrors(errorsOf(save.error), members, cars);
  // "Preview" with unsaved changes saves them first: its button shows the wait.
  const [previewNext, setPreviewNext] = useState(false);

  function saveMapping(then?: () => void) {
    setPreviewNext(then !== undefined);
    save.mutate(
      { id: view.id, mapping: members, ...(cars ? { carMapping: cars } : {}) },
      {
        onSuccess: (saved) => {
          setMembers(saved.mapping);
          setCars(saved.cars?.mapping ?? null);
          onSaved();
          then?.();
        },
      },
    );
  }

  return (
    <form
      aria-label="Mapping"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        saveMapping();
      }}
    >
      <Stack gap="md">
        <Text>
          Choose which field of the portal each column of your file fills. We have guessed from the column
          names: check each row, and choose "Not imported" for a column you do not need.
        </Text>
        {hasMembers(view) ? (
          <SheetMapping
            title={view.cars ? "Members sheet" : "Members file"}
            columns={view.columns}
            sample={view.sample}
            fields={memberImportFields}
            mapping={members}
            errors={errors.members}
            onChange={(column, field) => {
              save.reset();
              setMembers((current) => ({ ...current, [column]: field }));
            }}
          />
        ) : null}
        {view.cars && cars ? (
          <SheetMapping
            title="Cars"
            columns={view.cars.columns}
            sample={view.cars.sample}
            fields={carImportFields}
            mapping={cars}
            errors={errors.cars}
            onChange={(column, field) => {
              save.reset();
              setCars((current) => ({ ...(current ?? {}), [column]: field }));
            }}
          />
        ) : null}
        <ErrorLines errors={errors.other} labels={importFieldLabels} />
        {save.isSuccess && !dirty ? <SavedNote>The mapping was saved.</SavedNote> : null}
        <Group gap="sm">
          <Button type="submit" variant="outline" loading={save.isPending && !previewNext}>
            Save the mapping
          </Button>
          <Button
            type="button"
            loading={previewPending || (save.isPending && previewNext)}
            onClick={() => (dirty ? saveMapping(onPreview) : onPreview())}
          >
            Preview
          </Button>
        </Group>
        {dirty ? <Text>Your changes to the mapping are saved when you preview.</Text> : null}
      </Stack>
    </form>
  );
}
