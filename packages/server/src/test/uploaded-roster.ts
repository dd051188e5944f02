import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { bearer } from "./factories.ts";

/** A file as the office picks it: its name and what it holds. */
export interface PickedFile {
  name: string;
  data: string | Buffer;
}

/** The office uploads a roster, with a file of cars if given, through the API as the imports page does; its id. */
export async function uploadedFiles(
  app: FastifyInstance,
  token: string,
  roster: PickedFile,
  cars?: PickedFile,
): Promise<number> {
  const body = new FormData();
  body.append("file", new Blob([roster.data]), roster.name);
  if (cars) body.append("cars", new Blob([cars.data]), cars.name);
  const uploaded = await app.inject({
    method: "POST",
    url: "/api/v1/office/imports",
    headers: bearer(token),
    payload: body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return (uploaded.json() as { id: number }).id;
}

/** A roster of these lines (the header first), with a file of cars if given, uploaded as `uploadedFiles` does. */
export function uploadedRoster(
  app: FastifyInstance,
  token: string,
  lines: string[],
  options: { name?: string; cars?: string[] } = {},
): Promise<number> {
  const text = (rows: string[]) => `${rows.join("\r\n")}\r\n`;
  return uploadedFiles(
    app,
    token,
    { name: options.name ?? "roster.csv", data: text(lines) },
    options.cars && { name: "cars.csv", data: text(options.cars) },
  );
}
