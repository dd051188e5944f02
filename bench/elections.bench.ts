// Run on demand: `BENCH_DATABASE_URL=postgres://… npm run bench:elections [-- --members 150000]`, on a database of its
// own (PostgreSQL). Issue 46, a federation's board election: the members of bench/directory-seed.ts on one national
// election's roll (2 seats, 3 candidates, a bylaw question), 100,000 of them having voted already. It measures the
// roll made on the record day, a cast through the API late in the voting (the voter's row locked, their ballot laid out
// with 20 others) beside the same SQL of a cast alone and the run's floors, and the count at the close (every ballot
// laid out again in a random order, then counted) beside its SQL alone. BENCH_WRITE=1 writes docs/performance.md's
// section.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openPostgres } from "../packages/server/src/db/client.ts";
import { rowsOf } from "../packages/server/src/db/column-arrays.ts";
import { startBenchApp } from "./bench-app.ts";
import { seedDirectory } from "./directory-seed.ts";
import { percentile, signIn } from "./member-client.ts";
import { machine, writeSection } from "./performance-doc.ts";
import { load1, ms, requestFloors, timeRuns } from "./request-times.ts";

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error("BENCH_DATABASE_URL=postgres://… is required: the elections bench runs on PostgreSQL");
  process.exit(1);
}
const { values: args } = parseArgs({ options: { members: { type: "string", default: "150000" } } });
const size = { members: Number(args.members), regions: 140 };
const alreadyVoted = Math.min(100_000, Math.floor(size.members * 0.66));
const casts = Number(process.env.BENCH_TIMES ?? 200);

const database = openPostgres(url);
await database.migrate();
const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
const rows = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await run(query));

const [seeded] = await rows<{ n: number }>(sql`select count(*)::int as n from members`);
if ((seeded?.n ?? 0) < size.members) {
  console.log(`seeding ${size.members.toLocaleString("en-US")} members`);
  await seedDirectory(database, size);
  await run(sql`insert into staff (member_id, role, created_at)
    select id, 'office_admin', now() from members order by id limit 1`);
  await run(sql`analyze`);
}

// The app's clock: after the record day and before voting while the roll is made, in the voting for the casts, after
// the close for the count.
let clock = new Date("2027-01-03T18:00:00Z").getTime();
const { base, close } = await startBenchApp(database, { now: () => new Date(clock) });
const [admin] = await rows<{ email: string }>(
  sql`select m.email from members m join staff s on s.member_id = m.id where s.role = 'office_admin' order by m.id limit 1`,
);
const office = await signIn(base, admin?.email as string);

// The election, as the office sets it up; its ballots already mailed (the bench measures no mail).
const [election] = await rows<{ id: number }>(sql`
  insert into elections (title, description, region_id, status, record_on, associates_vote, voting_from, voting_to,
    allow_change, terms_start_on, ballots_mailed_at, created_at, updated_at)
  values ('Bench board election ' || now()::text, '', null, 'scheduled', '2027-01-01', false, '2027-01-05',
    '2027-01-20', false, '2027-02-01', now(), now(), now())
  returning id`);
const electionId = election?.id as number;
const [race] = await rows<{ id: number }>(sql`
  insert into election_races (election_id, title, seats, position, committee_id)
  select ${electionId}, 'Board of Directors', 2, 1, id from committees where key = 'board' returning id`);
const [question] = await rows<{ id: number }>(sql`
  insert into election_questions (election_id, title, body, position)
  values (${electionId}, 'Bylaws, article 4', 'The board meets four times a year.', 1) returning id`);
const candidates = await rows<{ id: number }>(sql`
  insert into election_nominations (race_id, nominee_id, status, statement, created_at)
  select ${race?.id}, id, 'accepted', '', now() from members
  where not exists (select 1 from staff where staff.member_id = members.id) order by id limit 3
  returning id`);
const nominationIds = candidates.map((candidate) => candidate.id);

async function fetched(method: string, pathname: string, authorization: string, body?: unknown) {
  const response = await fetch(`${base}/api/v1${pathname}`, {
    method,
    headers: { authorization, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status >= 300)
    throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

const rollStart = performance.now();
const roll = (await fetched("POST", `/office/elections/${electionId}/roll`, office)) as {
  counts: { voters: number };
};
const rollSeconds = (performance.now() - rollStart) / 1000;
console.log(
  `roll of ${roll.counts.voters.toLocaleString("en-US")} voters made in ${rollSeconds.toFixed(1)} s`,
);

// The voting so far: `alreadyVoted` voters marked on a voting day and their ballots written, as casts leave them.
const choiceOf = (pick: ReturnType<typeof sql>) =>
  sql`jsonb_build_object('races', jsonb_build_array(jsonb_build_object('raceId', ${race?.id}::int,
    'nominationIds', jsonb_build_array(${sql.join(
      [0, 1].map(
        (offset) => sql`(${sql.raw(`array[${nominationIds.join(",")}]`)})[1 + (${pick} + ${offset}) % 3]`,
      ),
      sql`, `,
    )}))), 'questions', jsonb_build_array(jsonb_build_object('questionId', ${question?.id}::int,
    'answer', case when ${pick} % 4 = 0 then 'no' else 'yes' end)))`;
await run(sql`
  update election_voters set voted_on = '2027-01-06', voted_by = 'online'
  where id in (select id from election_voters where election_id = ${electionId} order by random() limit ${alreadyVoted})`);
await run(sql`
  insert into ballots (id, election_id, choices)
  select gen_random_uuid(), ${electionId}, ${choiceOf(sql`n`)} from generate_series(1, ${alreadyVoted}) n`);
await run(sql`analyze election_voters, ballots`);

// Casts through the API, each by a voter who has not voted, signed in beforehand.
clock = new Date("2027-01-10T18:00:00Z").getTime();
const voters = await rows<{ email: string }>(sql`
  select m.email from election_voters v join members m on m.id = v.member_id
  where v.election_id = ${electionId} and v.voted_by is null order by v.id limit ${casts + 3}`);
const tokens = await Promise.all(voters.map((voter) => signIn(base, voter.email)));
const ballot = {
  races: [{ race_id: race?.id, nomination_ids: nominationIds.slice(0, 2) }],
  questions: [{ question_id: question?.id, answer: "yes" }],
};
let next = 0;
const castTimes = await timeRuns(
  () => fetched("POST", `/elections/${electionId}/ballot`, tokens[next++] as string, ballot),
  casts,
);
// The same cast's SQL alone: the voter's row locked and marked, one ballot inserted, in one transaction.
const spare = await rows<{ id: number }>(sql`
  select id from election_voters where election_id = ${electionId} and voted_by is null order by id desc limit ${casts + 3}`);
let spareAt = 0;
const castAlone = await timeRuns(
  () =>
    database.db.transaction(async (tx) => {
      const id = spare[spareAt++]?.id as number;
      await tx.execute(sql`select id from election_voters where id = ${id} for update`);
      await tx.execute(
        sql`update election_voters set voted_on = '2027-01-10', voted_by = 'online' where id = ${id}`,
      );
      await tx.execute(sql`insert into ballots (id, election_id, choices)
        values (gen_random_uuid(), ${electionId}, ${choiceOf(sql`1`)})`);
    }),
  casts,
);
const floors = await requestFloors(
  () => fetched("GET", `/elections/${electionId}/ballot`, tokens[casts] as string),
  casts,
);

// The count at the close, through the API, beside its SQL alone (the tally, and the laying out, in a transaction
// rolled back).
clock = new Date("2027-01-21T18:00:00Z").getTime();
const [{ ballots } = { ballots: 0 }] = await rows<{ ballots: number }>(
  sql`select count(*)::int as ballots from ballots where election_id = ${electionId}`,
);
const tallyAlone = await timeRuns(async () => {
  await run(sql`select (r ->> 'raceId')::int, c.n::int, count(*) from ballots,
    jsonb_array_elements(choices -> 'races') r, jsonb_array_elements_text(r -> 'nominationIds') c(n)
    where election_id = ${electionId} group by 1, 2`);
  await run(sql`select (q ->> 'questionId')::int, q ->> 'answer', count(*) from ballots,
    jsonb_array_elements(choices -> 'questions') q where election_id = ${electionId} group by 1, 2`);
}, 3);
const layOutAlone = await timeRuns(
  () =>
    database.db
      .transaction(async (tx) => {
        await tx.execute(sql`with cast_ballots as (
            delete from ballots where election_id = ${electionId} returning choices)
          insert into ballots (id, election_id, choices)
          select gen_random_uuid(), ${electionId}, choices from cast_ballots order by random()`);
        tx.rollback();
      })
      .catch(() => undefined),
  3,
);
// A session begun before the close has ended by then: the office signs in again.
const officeAtClose = await signIn(base, admin?.email as string);
const countStart = performance.now();
const counted = (await fetched("POST", `/office/elections/${electionId}/count`, officeAtClose)) as {
  count: { ballots: number };
};
const countSeconds = (performance.now() - countStart) / 1000;
await close();
await database.close();

const lines = [
  `| The roll made on the record day (${roll.counts.voters.toLocaleString("en-US")} voters, one statement) | ${rollSeconds.toFixed(1)} s | — | ≤ 60 s |`,
  `| A cast through the API, ${alreadyVoted.toLocaleString("en-US")} ballots in (p50 / p99) | ${ms(percentile(castTimes, 50))} / ${ms(percentile(castTimes, 99))} ms | the same SQL alone ${ms(percentile(castAlone, 50))} / ${ms(percentile(castAlone, 99))} ms; a bare Fastify ${ms(floors.bare.p50)} ms; a signed-in GET at idle p99 ${ms(floors.idle.p99)} ms | p99 ≤ 250 ms |`,
  `| The count at the close (${counted.count.ballots.toLocaleString("en-US")} ballots) | ${countSeconds.toFixed(1)} s | the tally's SQL alone ${(percentile(tallyAlone, 50) / 1000).toFixed(1)} s, the laying out alone ${(percentile(layOutAlone, 50) / 1000).toFixed(1)} s | ≤ 60 s |`,
];
for (const line of lines) console.log(line);
console.log(`ballots before the count ${ballots}, load ${load1()}`);

if (process.env.BENCH_WRITE === "1")
  writeSection(
    "elections",
    `## A federation's election (issue 46)

Measured by \`npm run bench:elections\` (bench/elections.bench.ts) on ${new Date().toISOString().slice(0, 10)},
PostgreSQL 15, on ${machine}, load ${load1()}: the benchmarks' club at ${size.members.toLocaleString("en-US")} members,
one national election (2 seats, 3 candidates, a bylaw question) with every member in good standing on its roll and
${alreadyVoted.toLocaleString("en-US")} ballots already cast. A cast locks the voter's row and writes their ballot with
a run of 20 others laid out again in a random order (docs/decisions.md, "the secret ballot"); the count lays every
ballot out again, then counts. ${casts} casts, one after another.

| What | Took | Floor | Goal |
|---|---|---|---|
${lines.join("\n")}
`,
  );
