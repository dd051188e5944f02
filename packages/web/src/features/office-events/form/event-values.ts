import type { OfficeEvent } from "@club/domain/office-events.schema";
import type { OfficeEventBody } from "../api/use-office-events.ts";

/** The event form's fields as typed: text each, the capacity too (empty: no limit). */
export interface EventValues {
  title: string;
  dateStart: string;
  dateEnd: string;
  /** "" for a club-wide event. */
  regionCode: string;
  formId: string;
  capacity: string;
}

export const emptyEventValues: EventValues = {
  title: "",
  dateStart: "",
  dateEnd: "",
  regionCode: "",
  formId: "",
  capacity: "",
};

export const eventFormFields = ["title", "dateStart", "dateEnd", "regionCode", "formId", "capacity"];

export function eventValuesOf(event: OfficeEvent): EventValues {
  return {
    title: event.title,
    dateStart: event.dateStart,
    dateEnd: event.dateEnd,
    regionCode: event.regionCode ?? "",
    formId: event.formId,
    capacity: event.capacity === null ? "" : String(event.capacity),
  };
}

/** The POST or PUT body: no region and no capacity as null; a capacity that is not a number fails the schema. */
export function toEventBody(values: EventValues): OfficeEventBody {
  const capacity = values.capacity.trim();
  return {
    title: values.title.trim(),
    dateStart: values.dateStart,
    dateEnd: values.dateEnd,
    regionCode: values.regionCode || null,
    formId: values.formId.trim(),
    capacity: capacity === "" ? null : Number(capacity),
  };
}
