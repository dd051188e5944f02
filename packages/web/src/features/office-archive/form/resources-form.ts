import { type MemberResource, memberResourcesSchema } from "@club/domain/archive.schema";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";

/** The Member Resources links as their editor holds them, in the order members read them. */
export interface ResourcesValues {
  resources: { label: string; about: string; url: string }[];
}

export const emptyResource = { label: "", about: "", url: "" };

export function resourcesValuesOf(resources: readonly MemberResource[]): ResourcesValues {
  return { resources: resources.map((resource) => ({ ...resource })) };
}

/** Every field an error may name: each link's (the server's "resources.2.url") and the list's own (too many). */
export function resourcesFormFields(values: ResourcesValues): string[] {
  return [
    "resources",
    ...values.resources.flatMap((_, index) =>
      ["label", "about", "url"].map((field) => `resources.${index}.${field}`),
    ),
  ];
}

export const resourcesResolver = bodyResolver<ResourcesValues>(memberResourcesSchema, (values) => values);

/** The message of the field (or the list) `name`, wherever the resolver or the server put it. */
export function resourceErrorAt(form: UseFormReturn<ResourcesValues>, name: string): string | undefined {
  return form.getFieldState(name as FieldPath<ResourcesValues>, form.formState).error?.message;
}
