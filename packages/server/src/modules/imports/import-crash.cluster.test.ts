import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, type Instance, startInstance } from "../../test/cluster.ts";

// Issue 24: a portal process killed with -9 while it commits an import. After a restart the import goes on from
// its last finished batch and completes within a minute, with every row once: no member created twice, none
// missing. `npm run test:cluster` (it needs TEST_DATABASE_URL, a PostgreSQL server).

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("TEST_DATABASE_URL (a PostgreSQL server) is required by the crash test");

const office = { email: "office@example.org", password: "Classic-Cars-1932" };
const rowCount = 20_000;
const firstNumber = 400_001;

let database: Awaited<ReturnType<typeof createDatabase>>;
let env: Record<string, string>;
let instance: Instance;
let sql: pg.Client;

beforeAll(async () => {
  database = await createDatabase(serverUrl);
  env = { DATABASE_URL: database.url, DEMO_DATA: "on" };
  instance = await startInstance(env);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await instance?.stop();
  await database?.drop();
});

/** A roster as another system exports it: one new member per row, numbered from `firstNumber`. */
function roster() {
  const lines = ["Member ID,First name,Last name,e-Mail,City,State/Province,Postal code,Country"];
  for (let i = 0; i < rowCount; i++) {
    const no = firstNumber + i;
    lines.push(`${no},Pat,Crashtest${i},pat.${no}@example.com,Evanston,Illinois,60201,United States`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function signIn(base: string) {
  const response = await fetch(`${base}/api/v1/members/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ member: office }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers.get("authorization") as string;
}

const progressOf = async (importId: number) => {
  const { rows } = await sql.query<{ status: string; rows_done: number }>(
    "select status, rows_done from imports where id = $1",
    [importId],
  );
  return rows[0] as { status: string; rows_done: number };
};

async function until<T>(what: string, seconds: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("finishes an import whose process was killed mid-commit within a minute of the restart, every row once", async () => {
  const token = await signIn(instance.url);
  const form = new FormData();
  form.append("file", new Blob([roster()]), "crash-roster.csv");
  const uploaded = await fetch(`${instance.url}/api/v1/office/imports`, {
    method: "POST",
    headers: { authorization: token },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: number };
  const office = (path: string) =>
    fetch(`${instance.url}/api/v1/office/imports/${id}${path}`, {
      method: "POST",
      headers: { authorization: token },
    });
  const asked = await office("/preview");
  expect(asked.status, await asked.clone().text()).toBe(202);
  await until("the preview", 60, async () =>
    (await progressOf(id)).status === "previewed" ? true : undefined,
  );
  const preview = await fetch(`${instance.url}/api/v1/office/imports/${id}/preview`, {
    headers: { authorization: token },
  });
  expect(preview.status, await preview.clone().text()).toBe(200);
  expect(((await preview.json()) as { summary: { new: number } }).summary.new).toBe(rowCount);
  const commit = await office("/commit");
  expect(commit.status, await commit.clone().text()).toBe(202);

  // Killed after some batches are written and before the last.
  const killedAt = await until("a first batch", 60, async () => {
    const progress = await progressOf(id);
    return progress.rows_done > 0 ? progress.rows_done : undefined;
  });
  await instance.kill();
  const afterKill = await progressOf(id);
  expect(afterKill.status).toBe("committing");
  expect(afterKill.rows_done).toBeLessThan(rowCount);

  const restarted = Date.now();
  instance = await startInstance(env);
  await until("the commit's end", 60, async () =>
    (await progressOf(id)).status === "committed" ? true : undefined,
  );
  const seconds = (Date.now() - restarted) / 1000;
  expect(seconds, `killed after ${killedAt} of ${rowCount} rows`).toBeLessThan(60);

  const { rows } = await sql.query<{ members: number; distinct_numbers: number; rows_with_member: number }>(
    `select
       (select count(*)::int from members where member_no between $1 and $2) as members,
       (select count(distinct member_no)::int from members where member_no between $1 and $2) as distinct_numbers,
       (select count(distinct member_id)::int from import_rows where import_id = $3 and created) as rows_with_member`,
    [firstNumber, firstNumber + rowCount - 1, id],
  );
  expect(rows[0]).toEqual({ members: rowCount, distinct_numbers: rowCount, rows_with_member: rowCount });
  const reply = await fetch(`${instance.url}/api/v1/office/imports/${id}`, {
    headers: { authorization: await signIn(instance.url) },
  });
  const status = (await reply.json()) as {
    status: string;
    progress: { done: number; total: number };
    resumedAt: string | null;
  };
  expect(status.status).toBe("committed");
  // The office's page says the commit was interrupted and picked up again.
  expect(status.resumedAt).not.toBeNull();
  expect(status.progress).toEqual({ done: rowCount, total: rowCount });
}, 240_000);
