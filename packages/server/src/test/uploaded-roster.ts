import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { bearer } from "./factories.ts";

/**
 * The office uploads a roster of these lines (the header first), with a file of cars if given, through the API as
 * the imports page does; the new import's id.
 */
export async function uploadedRoster(
  app: FastifyInstance,
  token: string,
  lines: string[],
  options: { name?: string; cars?: string[] } = {},
): Promise<number> {
  const body = new FormData();
  body.append("file", new Blob([`${lines.join("\r\n")}\r\n`]), options.name ?? "roster.csv");
  if (options.cars) body.append("cars", new Blob([`${options.cars.join("\r\n")}\r\n`]), "cars.csv");
  const uploaded = await app.inject({
    method: "POST",
    url: "/api/v1/office/imports",
    headers: bearer(token),
    payload: body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return (uploaded.json() as { id: number }).id;
}
