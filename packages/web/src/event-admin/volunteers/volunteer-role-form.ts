import { type RosterRole, volunteerRoleInputSchema } from "@club/domain/volunteer.schema";
import { bodyResolver } from "../../office-kit/body-resolver.ts";

/** A volunteer role as its dialog holds it: the places as typed. */
export interface VolunteerRoleValues {
  title: string;
  description: string;
  places: string;
  time: string;
  position: number;
}

export const volunteerRoleFields = ["title", "description", "places", "time"];

export const emptyVolunteerRole: VolunteerRoleValues = {
  title: "",
  description: "",
  places: "",
  time: "",
  position: 0,
};

export function volunteerRoleValuesOf(role: RosterRole): VolunteerRoleValues {
  return {
    title: role.title,
    description: role.description ?? "",
    places: String(role.places),
    time: role.time ?? "",
    position: role.position,
  };
}

/** The request body the values make: places typed as digits are a number; anything else is left for the schema to refuse. */
export function volunteerRoleBody(values: VolunteerRoleValues) {
  const typed = values.places.trim();
  return {
    title: values.title,
    description: values.description,
    places: /^\d+$/.test(typed) ? Number(typed) : typed === "" ? undefined : Number.NaN,
    time: values.time,
    position: values.position,
  };
}

export const volunteerRoleResolver = bodyResolver<VolunteerRoleValues>(
  volunteerRoleInputSchema,
  volunteerRoleBody,
);
