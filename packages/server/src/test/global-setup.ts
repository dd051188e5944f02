import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratedPgliteDump, openPostgres } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory, dumped once per run; each test file starts from a copy. */
    pgliteDump?: string;
    /** On PostgreSQL (TEST_DATABASE_URL), a migrated database each test file's own database is created from. */
    postgresTemplate?: string;
  }
}

/**
 * Migrating a database is done once per run, not once per test file: a fresh embedded database took 2–3 s to
 * create and migrate (seven set-ups overran the 60 s hook limit under load), a copy of a dump takes under one.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? await provideTemplate(project, serverUrl) : await provideDump(project);
}

async function provideDump(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "club-test-dump-"));
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  project.provide("pgliteDump", file);
  return () => rm(folder, { recursive: true, force: true });
}

async function provideTemplate(project: TestProject, serverUrl: string) {
  const name = `club_test_template_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const template = openPostgres(url.toString());
  await template.migrate();
  await template.close();
  project.provide("postgresTemplate", name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

export async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
