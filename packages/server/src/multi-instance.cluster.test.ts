import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "./config.ts";
import { s3Storage } from "./modules/files/s3-storage.ts";
import {
  createDatabase,
  type Instance,
  startInstance,
  startNginx,
  startWorkerProcess,
} from "./test/cluster.ts";
import { startS3 } from "./test/s3-server.ts";

// Issue 12: two instances of the portal behind nginx, on one PostgreSQL and one S3-protocol server, serve one
// club: a photo uploaded through one is seen through the other, a limit is counted once for both, a scheduled
// job runs once, and the club goes on when one instance stops. Issue 41: the two web instances run with JOBS=off
// and a third process, the worker (`npm run worker`), runs the jobs. `npm run test:cluster`, in CI after the
// suite (it needs TEST_DATABASE_URL and nginx).

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  throw new Error("TEST_DATABASE_URL (a PostgreSQL server) is required by the multi-instance test");

const demo = { email: "member@example.org", password: "Classic-Cars-1932" };
const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#6b1420" } })
  .jpeg()
  .toBuffer();

let database: Awaited<ReturnType<typeof createDatabase>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let first: Instance;
let second: Instance;
let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let sql: pg.Client;
let packard: number;

beforeAll(async () => {
  database = await createDatabase(serverUrl);
  s3 = await startS3("club-photos");
  const env = {
    DATABASE_URL: database.url,
    ...s3.env,
    DEMO_DATA: "on",
    RATE_LIMIT_MAX: "3",
    TRUST_PROXY: "true",
    HOUSEKEEPING_CRON: "* * * * *",
  };
  // The first migrates and seeds; the second and the worker find both done.
  first = await startInstance({ ...env, JOBS: "off" });
  second = await startInstance({ ...env, JOBS: "off" });
  worker = await startWorkerProcess(env);
  nginx = await startNginx([`127.0.0.1:${first.port}`, `127.0.0.1:${second.port}`]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const makes = await sql.query<{ id: number }>("select id from makes where name = 'Packard'");
  packard = makes.rows[0]?.id as number;
}, 360_000);

afterAll(async () => {
  await sql?.end();
  await nginx?.stop();
  await first?.stop();
  await second?.stop();
  await worker?.stop();
  await s3?.close();
  await database?.drop();
});

const json = { "content-type": "application/json" };

async function signIn(base: string, password = demo.password) {
  return fetch(`${base}/api/v1/members/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ member: { email: demo.email, password } }),
  });
}

async function tokenFrom(base: string) {
  const response = await signIn(base);
  expect(response.status).toBe(200);
  return response.headers.get("authorization") as string;
}

let carsMade = 0;

/** A car of its own each time: the registry holds one car per engine number (issue 27). */
function carForm(makeId: number) {
  carsMade += 1;
  const form = new FormData();
  const fields = {
    owned_by_associate: "false",
    year: "1931",
    make_id: String(makeId),
    model: "Cluster Eight",
    number_of_cylinders: "8",
    body_style: "Phaeton",
    body_maker: "LeBaron",
    engine_number: `C-${carsMade}`,
    senior_category: "None",
    authentic: "true",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("photos", new Blob([photo], { type: "image/jpeg" }), "cluster.jpg");
  return form;
}

describe("two instances behind nginx on one PostgreSQL and one S3 bucket", () => {
  it("shows a photo uploaded through one instance through the other, from the bucket", async () => {
    const token = await tokenFrom(first.url);
    const created = await fetch(`${first.url}/api/v1/vehicles`, {
      method: "POST",
      headers: { authorization: token },
      body: carForm(packard),
    });
    expect(created.status).toBe(201);
    const car = (await created.json()) as { id: number };

    const listed = await fetch(`${second.url}/api/v1/vehicles`, { headers: { authorization: token } });
    const cars = (await listed.json()) as { id: number; images: { url: string; thumbnailUrl: string }[] }[];
    const image = cars.find((each) => each.id === car.id)?.images[0];
    expect(image).toBeDefined();
    for (const base of [second.url, nginx.url, nginx.url]) {
      const original = await fetch(`${base}${image?.url}`);
      expect(original.status).toBe(200);
      expect((await original.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect((await fetch(`${base}${image?.thumbnailUrl}`)).status).toBe(200);
    }
    // Nothing on either instance's disk: the objects are in the bucket.
    const keys = await sql.query<{ storage_key: string }>(
      "select storage_key from vehicle_images where vehicle_id = $1",
      [car.id],
    );
    const key = keys.rows[0]?.storage_key as string;
    const settings = parseConfig(s3.env).s3;
    expect(settings && (await s3Storage(settings).has(key))).toBe(true);
  });

  it("counts a limit once for both instances: three wrong passwords in all, then 429", async () => {
    const statuses: number[] = [];
    for (const base of [first.url, second.url, nginx.url, nginx.url]) {
      statuses.push((await signIn(base, "Wrong-Password-1")).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The account is held, whoever asks; nobody else is.
    expect((await signIn(second.url)).status).toBe(429);
    await sql.query("delete from rate_limit_counters");
  });

  it("leaves the jobs to the worker: a mail asked for through a web instance is delivered by it", async () => {
    const asked = await fetch(`${nginx.url}/api/v1/members/request_reset_password`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: demo.email }),
    });
    expect(asked.status).toBeLessThan(300);
    const status = async () =>
      (
        await sql.query<{ status: string }>(
          'select status from outbox where "to" = $1 order by id desc limit 1',
          [demo.email],
        )
      ).rows[0]?.status;
    const deadline = Date.now() + 30_000;
    while ((await status()) !== "sent" && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    // Only the worker works on the queue (the web instances run with JOBS=off): the delivery was its run.
    expect(await status()).toBe("sent");
  });

  it("runs the scheduled purge once a minute for the two instances, not once each", async () => {
    await sql.query(
      `insert into sessions (member_id, token_hash, remember_me, expires_at, last_used_at, created_at)
       select id, 'expired-cluster-session', false, now() - interval '1 day', now() - interval '2 days',
         now() - interval '2 days'
       from members where email = $1`,
      [demo.email],
    );
    const purged = async () =>
      (await sql.query("select 1 from sessions where token_hash = 'expired-cluster-session'")).rowCount === 0;
    const deadline = Date.now() + 150_000;
    while (!(await purged()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await purged()).toBe(true);
    const runs = await sql.query<{ minute: Date; runs: number }>(
      `select date_trunc('minute', created_on) as minute, count(*)::int as runs
       from pgboss.job where name = 'purge-expired-sessions' group by 1`,
    );
    expect(runs.rows.length).toBeGreaterThan(0);
    for (const row of runs.rows) expect(row.runs).toBe(1);
  }, 180_000);

  it("goes on when one instance stops in the middle of the journey", async () => {
    const token = await tokenFrom(nginx.url);
    const journey = async () => {
      const statuses: number[] = [];
      for (const pathname of [
        "/api/v1/members/profile",
        "/api/v1/vehicles",
        "/api/v1/members/search?last_name=a",
      ]) {
        statuses.push((await fetch(`${nginx.url}${pathname}`, { headers: { authorization: token } })).status);
      }
      return statuses;
    };
    const before = await journey();
    const during = Promise.all(Array.from({ length: 10 }, () => journey()));
    await first.stop();
    const after = [await journey(), await journey()];
    const created = await fetch(`${nginx.url}/api/v1/vehicles`, {
      method: "POST",
      headers: { authorization: token },
      body: carForm(packard),
    });
    for (const statuses of [before, ...(await during), ...after]) expect(statuses).toEqual([200, 200, 200]);
    expect(created.status).toBe(201);
  });
});
