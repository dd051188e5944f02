import { ballotMessages } from "@club/domain/election-ballot.schema";
import { rollMessages } from "@club/domain/election-roll.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createDirectoryMember,
  createTestAppSignedIn,
  type RoleTokens,
  signIn,
} from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { expectedQrModules, qrModulesDrawn } from "../../test/pdf-qr.ts";
import { pdfPageTexts, readPdf } from "../../test/pdf-text.ts";
import type { TestApp } from "../../test/test-app.ts";
import { testClockStart } from "../../test/test-app.ts";
import { daysFrom, yearEnd } from "../../test/test-clock.ts";
import { type CreatedElection, createElection, votersOf } from "../../test/voting-fixtures.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { ballots, elections, nominations } from "./elections.schema.ts";
import { runElections } from "./voter-roll.service.ts";

// Issue 46: voting through the API: the roll on the record day, the e-mailed link, the signed-in ballot, paper
// ballots printed and keyed, a second ballot refused every way (at once too), and the secret: nothing joins a
// ballot to its voter.

let t: TestApp;
let tokens: RoleTokens;
const start = testClockStart();
const today = daysFrom(start, 0);
let board: CreatedElection;
let candidates: { id: number }[];

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
  candidates = [];
  for (const lastName of ["Ashford", "Bell", "Carver"])
    candidates.push(await member({ firstName: "Candidate", lastName }));
  board = await createElection(t.database.db, {
    title: "Board election",
    recordOn: today,
    votingFrom: today,
    votingTo: daysFrom(start, 7),
    allowChange: true,
    associatesVote: true,
    races: [{ title: "Board of Directors", seats: 2, candidateIds: candidates.map(({ id }) => id) }],
    questions: [{ title: "Bylaw change", body: "Article 4: the board meets four times a year." }],
  });
});
afterAll(() => t.close());

async function member(
  name: { firstName: string; lastName: string },
  options: Parameters<typeof createDirectoryMember>[1] = {},
) {
  return createDirectoryMember(t.database.db, { duesExpire: yearEnd(start, 1), member: name, ...options });
}

async function voter(
  name: { firstName: string; lastName: string },
  options: Parameters<typeof createDirectoryMember>[1] = {},
) {
  const created = await member(name, options);
  return { ...created, token: await signIn(t.app, created.email) };
}

function call(method: "GET" | "POST" | "PUT", url: string, token: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const runJob = () => runElections(jobContextOn(t.database.db, t.clock));

/** The ballot link mailed to the member for the election's title. */
async function mailedLink(memberId: number) {
  const mails = await t.database.db.select().from(outbox).where(eq(outbox.memberId, memberId));
  const links = mails.flatMap((mail) => /\/vote\/(\S+)/.exec(mail.text)?.[1] ?? []);
  return links;
}

/** A ballot for the board election: candidates by their index, and the question's answer. */
function choices(election: CreatedElection, picks: number[], answer: "yes" | "no" | "abstain" = "yes") {
  const race = election.races[0];
  return {
    races: race ? [{ race_id: race.id, nomination_ids: picks.map((pick) => race.nominationIds[pick]) }] : [],
    questions: election.questionIds.map((question_id) => ({ question_id, answer })),
  };
}

async function print(electionId: number, body: Record<string, unknown>) {
  const reply = await call("POST", `/office/elections/${electionId}/paper-ballots`, tokens.staff, body);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers["content-type"]).toBe("application/pdf");
  const texts = await pdfPageTexts(reply.rawPayload);
  return texts.map((text, index) => {
    const code = /Your ballot code:\s*([A-Z0-9-]{10,14})/.exec(text)?.[1];
    if (!code) throw new Error(`no code on the page: ${text}`);
    return { text, code, page: index + 1, pdf: reply.rawPayload };
  });
}

describe("the roll (job elections)", () => {
  it("is made once on the record day from the standing that day; a renewal after it adds no one", async () => {
    const recordOn = daysFrom(start, 2);
    const election = await createElection(t.database.db, {
      title: "Bylaws vote",
      recordOn,
      votingFrom: daysFrom(start, 3),
      votingTo: daysFrom(start, 5),
      questions: [{ title: "Dues", body: "Raise the dues." }],
    });
    const lapsing = await member(
      { firstName: "Lapsing", lastName: "Early" },
      { duesExpire: daysFrom(start, 1) },
    );
    const lastDay = await member({ firstName: "Paid", lastName: "ToRecordDay" }, { duesExpire: recordOn });

    await runJob();
    expect((await votersOf(t.database.db, election.id)).length, "not before the record day").toBe(0);
    const early = await call("POST", `/office/elections/${election.id}/roll`, tokens.staff);
    expect(early.statusCode, "the office asking before the record day is told so").toBe(409);
    expect(early.json().errors.base).toEqual([rollMessages.notYet]);
    const paperEarly = await call("POST", `/office/elections/${election.id}/paper-ballots`, tokens.staff, {
      readers_on_paper: true,
    });
    expect(paperEarly.statusCode).toBe(409);

    t.clock.now = new Date(`${recordOn}T15:00:00Z`);
    try {
      await runJob();
      const roll = (await votersOf(t.database.db, election.id)).map((row) => row.memberId);
      expect(roll).toContain(lastDay.id);
      expect(roll).not.toContain(lapsing.id);
      const size = roll.length;

      await t.database.db
        .update(nationalMemberships)
        .set({ duesExpire: yearEnd(start, 1) })
        .where(eq(nationalMemberships.memberId, lapsing.id));
      await runJob();
      const again = (await votersOf(t.database.db, election.id)).map((row) => row.memberId);
      expect(again).not.toContain(lapsing.id);
      expect(again.length).toBe(size);
    } finally {
      t.clock.now = start;
    }
  });

  it("holds a region's members only in a region's election, and associates as voters of their own when it says so", async () => {
    const inRegion = await member(
      { firstName: "Greta", lastName: "Illini" },
      {
        regions: [{ code: "GI", duesExpire: yearEnd(start, 1) }],
        associate: { firstName: "Hans", lastName: "Illini" },
      },
    );
    const outside = await member({ firstName: "Otto", lastName: "Outside" });
    const regional = await createElection(t.database.db, {
      title: "Greater Illinois officers",
      regionCode: "GI",
      recordOn: today,
      votingFrom: daysFrom(start, 1),
      votingTo: daysFrom(start, 3),
      associatesVote: true,
      questions: [{ title: "Meet in spring", body: "" }],
    });
    await runJob();
    const roll = await votersOf(t.database.db, regional.id);
    expect(
      roll
        .filter((row) => row.memberId === inRegion.id)
        .map((row) => row.associateName)
        .sort(),
    ).toEqual(["Hans Illini", null]);
    expect(roll.some((row) => row.memberId === outside.id)).toBe(false);
  });
});

describe("the office's roll", () => {
  it("is made when the office asks, once, and read with its counts (401, 403, 404 refused)", async () => {
    const election = await createElection(t.database.db, {
      title: "Asked for",
      recordOn: today,
      votingFrom: daysFrom(start, 1),
      votingTo: daysFrom(start, 2),
      questions: [{ title: "Q", body: "" }],
    });
    const url = `/office/elections/${election.id}/roll`;
    expect((await call("POST", url, null)).statusCode).toBe(401);
    expect((await call("POST", url, tokens.member)).statusCode).toBe(403);
    expect((await call("POST", "/office/elections/999999/roll", tokens.staff)).statusCode).toBe(404);
    expect((await call("GET", "/office/elections/999999/roll", tokens.staff)).statusCode).toBe(404);
    expect((await call("GET", `${url}?format=pdf`, tokens.staff)).statusCode).toBe(400);
    const made = await call("POST", url, tokens.staff);
    expect(made.statusCode, made.body).toBe(200);
    const roll = made.json();
    expect(roll.rollMadeAt).not.toBeNull();
    expect(roll.counts).toMatchObject({ voted: 0 });
    expect(roll.counts.voters).toBeGreaterThan(0);
    expect(roll.ballot.questions).toEqual([{ id: election.questionIds[0], title: "Q", body: "" }]);
    const again = await call("POST", url, tokens.staff);
    expect(again.json().rollMadeAt).toBe(roll.rollMadeAt);
    expect(again.json().counts.voters).toBe(roll.counts.voters);
  });
});

describe("voting from the e-mailed link", () => {
  it("mails each voter with an e-mail their own link on the first day; the link votes once, in its election only", async () => {
    const ada = await voter({ firstName: "Ada", lastName: "Linked" });
    // Ada joins the roll of a second election; the first's was made before she joined.
    const other = await createElection(t.database.db, {
      title: "Second vote",
      recordOn: today,
      votingFrom: today,
      votingTo: daysFrom(start, 2),
      questions: [{ title: "Picnic", body: "" }],
    });
    await runJob();
    const [link] = await mailedLink(ada.id);
    expect(link).toBeDefined();
    const token = link as string;
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.memberId, ada.id));
    expect(mail?.subject).toBe("Your ballot: Second vote");

    const ballot = await call("GET", `/ballots/${token}`, null);
    expect(ballot.statusCode, ballot.body).toBe(200);
    expect(ballot.json()).toMatchObject({
      electionId: other.id,
      voterName: "Ada Linked",
      voted: false,
      open: true,
    });

    // Not a session: it reaches no other API.
    expect((await call("GET", `/elections/${other.id}/ballot`, token)).statusCode).toBe(401);
    expect((await call("GET", "/members/profile", token)).statusCode).toBe(401);

    const cast = await call("POST", `/ballots/${token}`, null, {
      questions: [{ question_id: other.questionIds[0], answer: "no" }],
    });
    expect(cast.statusCode, cast.body).toBe(201);
    expect(cast.json()).toEqual({ receipt: null });
    const again = await call("POST", `/ballots/${token}`, null, { questions: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.base).toEqual([ballotMessages.alreadyVoted]);

    // The ballot is the second election's; the board's roll does not have her, and she voted in no other.
    const stored = await t.database.db.select().from(ballots).where(eq(ballots.electionId, other.id));
    expect(stored).toHaveLength(1);
    const boardVoters = await votersOf(t.database.db, board.id);
    expect(boardVoters.some((row) => row.memberId === ada.id)).toBe(false);

    const signedIn = await call("GET", `/elections/${other.id}/ballot`, ada.token);
    expect(signedIn.json()).toMatchObject({ onRoll: true, voted: true, votedBy: "online", mayChange: false });
    const secondOnline = await call("POST", `/elections/${other.id}/ballot`, ada.token, { questions: [] });
    expect(secondOnline.statusCode).toBe(409);
  });

  it("refuses a wrong token (404 naming the token) and a malformed ballot (400/422 naming the field)", async () => {
    const wrong = await call("GET", "/ballots/not-a-token", null);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errors.token).toEqual([ballotMessages.linkInvalid]);
    expect((await call("POST", "/ballots/not-a-token", null, { questions: [] })).statusCode).toBe(404);
    expect(
      (await call("PUT", "/ballots/not-a-token", null, { receipt: "x", questions: [] })).statusCode,
    ).toBe(404);

    const answerless = await call("POST", `/elections/${board.id}/ballot`, tokens.member, {
      questions: [{ question_id: board.questionIds[0], answer: "maybe" }],
    });
    expect(answerless.statusCode).toBe(400);
    expect(Object.keys(answerless.json().errors)).toEqual(["questions.0.answer"]);
  });
});

describe("the signed-in ballot", () => {
  it("answers 401 without a session and 404 for an election not scheduled", async () => {
    expect((await call("GET", `/elections/${board.id}/ballot`, null)).statusCode).toBe(401);
    expect((await call("POST", `/elections/${board.id}/ballot`, null, choices(board, [0]))).statusCode).toBe(
      401,
    );
    expect((await call("PUT", `/elections/${board.id}/ballot`, null, { receipt: "x" })).statusCode).toBe(401);
    const proposed = await createElection(t.database.db, {
      status: "proposed",
      recordOn: today,
      votingFrom: today,
      votingTo: today,
    });
    expect((await call("GET", `/elections/${proposed.id}/ballot`, tokens.member)).statusCode).toBe(404);
    expect((await call("GET", "/elections/999999/ballot", tokens.member)).statusCode).toBe(404);
  });

  it("shows the races with their candidates named, and checks the choices against the election", async () => {
    // A candidate with a photo shows it on the ballot, by a signed URL; one without shows none.
    const withPhoto = board.races[0]?.nominationIds[1] as number;
    await t.database.db
      .update(nominations)
      .set({ photoKey: "elections/AbCdEfGhIjKlMnOp.jpg" })
      .where(eq(nominations.id, withPhoto));
    const page = await call("GET", `/elections/${board.id}/ballot`, tokens.member);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      onRoll: true,
      voted: false,
      votedBy: null,
      open: true,
      races: [
        {
          title: "Board of Directors",
          seats: 2,
          candidates: [
            { name: "Candidate Ashford", photoUrl: null },
            {
              name: "Candidate Bell",
              photoUrl: expect.stringMatching(`^/api/v1/election_photos/${withPhoto}/AbCdEfGhIjKlMnOp\\?`),
            },
            { name: "Candidate Carver" },
          ],
        },
      ],
      questions: [{ title: "Bylaw change" }],
    });

    const tooMany = await call(
      "POST",
      `/elections/${board.id}/ballot`,
      tokens.member,
      choices(board, [0, 1, 2]),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(
      tooMany.json().errors["races.0.nomination_ids"] ?? tooMany.json().errors["races.0.nominationIds"],
    ).toEqual([ballotMessages.tooManyChoices]);
    const twice = await call("POST", `/elections/${board.id}/ballot`, tokens.member, choices(board, [1, 1]));
    expect(twice.statusCode).toBe(422);
    const race = board.races[0];
    const stranger = await call("POST", `/elections/${board.id}/ballot`, tokens.member, {
      races: [{ race_id: race?.id, nomination_ids: [999999] }],
    });
    expect(stranger.statusCode).toBe(422);
    const otherRace = await call("POST", `/elections/${board.id}/ballot`, tokens.member, {
      races: [{ race_id: 999999, nomination_ids: [] }],
    });
    expect(otherRace.statusCode).toBe(422);
    expect((await call("GET", `/elections/${board.id}/ballot`, tokens.member)).json().voted).toBe(false);
  });

  it("casts once with a receipt that replaces the ballot until the close; a second ballot is refused", async () => {
    const cast = await call("POST", `/elections/${board.id}/ballot`, tokens.member, choices(board, [0, 1]));
    expect(cast.statusCode, cast.body).toBe(201);
    const { receipt } = cast.json() as { receipt: string };
    expect(receipt).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(
      (await call("POST", `/elections/${board.id}/ballot`, tokens.member, choices(board, [2]))).statusCode,
    ).toBe(409);

    const wrongReceipt = await call("PUT", `/elections/${board.id}/ballot`, tokens.member, {
      receipt: "AAAA-BBBB-CCCC",
      ...choices(board, [2]),
    });
    expect(wrongReceipt.statusCode).toBe(422);
    expect(wrongReceipt.json().errors.receipt).toEqual([ballotMessages.receiptInvalid]);

    const changed = await call("PUT", `/elections/${board.id}/ballot`, tokens.member, {
      receipt: receipt.toLowerCase(),
      ...choices(board, [2], "no"),
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const stored = await t.database.db.select().from(ballots).where(eq(ballots.electionId, board.id));
    const race = board.races[0];
    expect(stored.map((row) => row.choices)).toContainEqual({
      races: [{ raceId: race?.id, nominationIds: [race?.nominationIds[2]] }],
      questions: [{ questionId: board.questionIds[0], answer: "no" }],
    });

    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "ballot_cast"));
    expect(trail.length).toBeGreaterThan(0);
    for (const line of trail) {
      expect(line.actorId).toBeNull();
      expect(line.memberId).toBeNull();
      expect(line.after).toEqual({ electionId: expect.any(Number) });
    }

    // The close: the board's voting days moved into the past (a session would not last the week).
    const days = {
      recordOn: daysFrom(start, -3),
      votingFrom: daysFrom(start, -2),
      votingTo: daysFrom(start, -1),
    };
    await t.database.db.update(elections).set(days).where(eq(elections.id, board.id));
    try {
      const closed = await call("PUT", `/elections/${board.id}/ballot`, tokens.member, {
        receipt,
        ...choices(board, [0]),
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().errors.base).toEqual([ballotMessages.notVoting]);
    } finally {
      await t.database.db
        .update(elections)
        .set({ recordOn: today, votingFrom: today, votingTo: daysFrom(start, 7) })
        .where(eq(elections.id, board.id));
    }
  });

  it("shows the member their rolls in Download my data: whether and how they voted, never what", async () => {
    const data = await call("GET", "/members/my_data", tokens.member);
    expect(data.statusCode).toBe(200);
    expect(data.json().voterRolls).toContainEqual({
      election: "Board election",
      recordOn: today,
      voter: "You",
      votedOn: today,
      votedBy: "online",
    });
    expect(JSON.stringify(data.json().voterRolls)).not.toMatch(/nomination|receipt/i);
  });

  it("lets exactly one of two ballots sent at once count", async () => {
    const twin = await voter({ firstName: "Twin", lastName: "Requests" });
    const election = await createElection(t.database.db, {
      title: "At once",
      recordOn: today,
      votingFrom: today,
      votingTo: daysFrom(start, 1),
      questions: [{ title: "Q", body: "" }],
    });
    await runJob();
    const body = { questions: [{ question_id: election.questionIds[0], answer: "yes" }] };
    const replies = await Promise.all([
      call("POST", `/elections/${election.id}/ballot`, twin.token, body),
      call("POST", `/elections/${election.id}/ballot`, twin.token, body),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(
      await t.database.db.select().from(ballots).where(eq(ballots.electionId, election.id)),
    ).toHaveLength(1);
  });
});

describe("paper ballots", () => {
  it("are the office's (401, 403 for a member) and name members on the roll (422 naming member_nos)", async () => {
    const url = `/office/elections/${board.id}/paper-ballots`;
    expect((await call("POST", url, null, { readers_on_paper: true })).statusCode).toBe(401);
    expect((await call("POST", url, tokens.member, { readers_on_paper: true })).statusCode).toBe(403);
    expect((await call("POST", `${url}/key`, tokens.member, { code: "x" })).statusCode).toBe(403);
    expect((await call("GET", `/office/elections/${board.id}/roll`, tokens.member)).statusCode).toBe(403);
    const none = await call("POST", url, tokens.staff, {});
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().errors)).toEqual(["memberNos"]);
    const stranger = await call("POST", url, tokens.staff, { member_nos: [987654] });
    expect(stranger.statusCode).toBe(422);
    expect(Object.keys(stranger.json().errors)).toEqual(["memberNos"]);
    expect(
      (await call("POST", "/office/elections/999999/paper-ballots", tokens.staff, { member_nos: [1] }))
        .statusCode,
    ).toBe(404);
  });

  it("print for readers on paper; a keyed paper counts once; paper after online and online after paper are refused", async () => {
    const reader = await voter(
      { firstName: "James", lastName: "Paperly" },
      {
        member: {
          firstName: "James",
          lastName: "Paperly",
          publicationPreferences: 0,
          addressLine1: "5 Harbour Street",
          city: "Toronto",
          country: "CA",
        },
      },
    );
    const online = await voter({ firstName: "Olive", lastName: "Online" });
    const election = await createElection(t.database.db, {
      title: "Paper and online",
      recordOn: today,
      votingFrom: today,
      votingTo: daysFrom(start, 3),
      races: [
        { title: "Treasurer", seats: 1, candidateIds: [candidates[0]?.id ?? 0, candidates[1]?.id ?? 0] },
      ],
    });
    await runJob();
    const pages = await print(election.id, { readers_on_paper: true });
    const page = pages.find(({ text }) => text.includes("James Paperly"));
    expect(page?.text).toContain("5 Harbour Street");
    expect(page?.text).toContain("Treasurer: choose up to 1");
    expect(pages.some(({ text }) => text.includes("Olive Online"))).toBe(false);
    // The QR code opens the same ballot online: its link carries the printed code.
    const qr = expectedQrModules(`http://portal.test/vote/${page?.code.replaceAll("-", "")}`);
    expect(await qrModulesDrawn(await readPdf(page?.pdf as Buffer), page?.page ?? 0, qr.length)).toEqual(qr);
    const byQr = await call("GET", `/ballots/${page?.code.replaceAll("-", "")}`, null);
    expect(byQr.statusCode, byQr.body).toBe(200);
    expect(byQr.json()).toMatchObject({ electionId: election.id, voterName: "James Paperly", voted: false });

    // Printed again: the earlier code stops counting.
    const [first] = await print(election.id, { member_nos: [await memberNo(online.id)] });
    const [reprint] = await print(election.id, { member_nos: [await memberNo(online.id)] });
    const voted = await call(
      "POST",
      `/elections/${election.id}/ballot`,
      online.token,
      choices(election, [0]),
    );
    expect(voted.statusCode).toBe(201);
    const stale = await keyed(election, first?.code ?? "", [1]);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.code).toEqual([ballotMessages.codeInvalid]);
    const afterOnline = await keyed(election, reprint?.code ?? "", [1]);
    expect(afterOnline.statusCode).toBe(409);
    expect(afterOnline.json().errors.code).toEqual([ballotMessages.votedOnline]);

    const paper = await keyed(election, page?.code ?? "", [1]);
    expect(paper.statusCode, paper.body).toBe(201);
    expect((await keyed(election, page?.code ?? "", [0])).statusCode).toBe(409);
    const onlineAfter = await call(
      "POST",
      `/elections/${election.id}/ballot`,
      reader.token,
      choices(election, [0]),
    );
    expect(onlineAfter.statusCode).toBe(409);
    expect(onlineAfter.json().errors.base).toEqual([ballotMessages.votedOnPaper]);

    const roll = await call("GET", `/office/elections/${election.id}/roll?search=Paperly`, tokens.staff);
    expect(roll.statusCode, roll.body).toBe(200);
    expect(roll.json().voters).toEqual([
      expect.objectContaining({
        name: "James Paperly",
        readsOnPaper: true,
        votedOn: today,
        votedBy: "paper",
      }),
    ]);
    expect(roll.json().counts).toMatchObject({ voted: 2, online: 1, paper: 1 });
    const csv = await call("GET", `/office/elections/${election.id}/roll?format=csv`, tokens.staff);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("Paperly");
    expect(csv.body).toContain(`${today},paper`);
  });
});

async function memberNo(memberId: number) {
  const [found] = await t.database.db
    .select({ memberNo: members.memberNo })
    .from(members)
    .where(eq(members.id, memberId));
  return found?.memberNo ?? 0;
}

function keyed(election: CreatedElection, code: string, picks: number[]) {
  return call("POST", `/office/elections/${election.id}/paper-ballots/key`, tokens.staff, {
    code,
    ...choices(election, picks),
  });
}

/**
 * An election voting today on a board of `seats` among the candidates, and `count` new voters on its roll (the job
 * made it), each named after the election.
 */
async function votingWithVoters(
  title: string,
  seats: number,
  count: number,
  questions: { title: string; body: string }[] = [],
) {
  const election = await createElection(t.database.db, {
    title,
    recordOn: today,
    votingFrom: today,
    votingTo: daysFrom(start, 1),
    races: [{ title: "Board", seats, candidateIds: candidates.map(({ id }) => id) }],
    questions,
  });
  const voters = [];
  for (let index = 0; index < count; index += 1)
    voters.push(await voter({ firstName: title.replaceAll(" ", ""), lastName: `Voter${index}` }));
  await runJob();
  return { election, voters };
}

describe("the secret", () => {
  it("leaves nothing that joins a ballot to its voter: no column, key, time or order", async () => {
    const { election, voters } = await votingWithVoters("Secret", 2, 8, [{ title: "Bylaw", body: "" }]);
    // Eight different ballots, cast in a known order.
    const picks: [number[], "yes" | "no" | "abstain"][] = [
      [[0], "yes"],
      [[1], "yes"],
      [[2], "yes"],
      [[0, 1], "yes"],
      [[0, 2], "no"],
      [[1, 2], "no"],
      [[], "no"],
      [[0], "abstain"],
    ];
    for (const [index, person] of voters.entries()) {
      const [pick, answer] = picks[index] as [number[], "yes"];
      const reply = await call(
        "POST",
        `/elections/${election.id}/ballot`,
        person.token,
        choices(election, pick, answer),
      );
      expect(reply.statusCode).toBe(201);
    }
    const castOrder = picks.map(([pick, answer]) => JSON.stringify(choices(election, pick, answer)));

    const sql = (text: string, values: unknown[] = []) => t.database.executeSql(text, values);
    const columns = async (table: string) =>
      (
        await sql(
          "select column_name, data_type from information_schema.columns where table_name = $1 and table_schema = 'public' order by ordinal_position",
          [table],
        )
      ).rows as { column_name: string; data_type: string }[];
    const ballotColumns = await columns("ballots");
    expect(ballotColumns.map((column) => column.column_name)).toEqual([
      "id",
      "election_id",
      "choices",
      "receipt_hash",
    ]);
    expect(ballotColumns.some((column) => /time|date/.test(column.data_type))).toBe(false);
    const references = await sql(
      `select ccu.table_name from information_schema.table_constraints tc
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
       where tc.table_name = 'ballots' and tc.constraint_type = 'FOREIGN KEY'`,
    );
    expect((references.rows as { table_name: string }[]).map((row) => row.table_name)).toEqual(["elections"]);

    // Every pair of columns of one type: no join tells ballots apart by voter.
    const voterColumns = await columns("election_voters");
    for (const ballotColumn of ballotColumns)
      for (const voterColumn of voterColumns.filter(
        (column) => column.data_type === ballotColumn.data_type,
      )) {
        const joined = (
          await sql(
            `select b.id as ballot, array_agg(v.id order by v.id) as voters from ballots b
             join election_voters v on b.${ballotColumn.column_name} = v.${voterColumn.column_name}
             where b.election_id = $1 and v.election_id = $1 group by b.id`,
            [election.id],
          )
        ).rows as { ballot: string; voters: number[] }[];
        const distinctMatches = new Set(joined.map((row) => JSON.stringify(row.voters)));
        expect(
          distinctMatches.size <= 1 && (joined.length === 0 || joined.length === 8),
          `${ballotColumn.column_name} = ${voterColumn.column_name}`,
        ).toBe(true);
      }

    // The ids are random (version 4 uuids), and neither the ids' order nor the rows' stored order is the voting's.
    const byId = (
      await sql("select id, choices from ballots where election_id = $1 order by id", [election.id])
    ).rows as { id: string; choices: unknown }[];
    for (const row of byId)
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const wire = (stored: unknown) => {
      const value = stored as {
        races: { raceId: number; nominationIds: number[] }[];
        questions: { questionId: number; answer: string }[];
      };
      return JSON.stringify({
        races: value.races.map((race) => ({ race_id: race.raceId, nomination_ids: race.nominationIds })),
        questions: value.questions.map((question) => ({
          question_id: question.questionId,
          answer: question.answer,
        })),
      });
    };
    expect(byId.map((row) => wire(row.choices)).sort()).toEqual([...castOrder].sort());
    expect(byId.map((row) => wire(row.choices))).not.toEqual(castOrder);
    const byCtid = (
      await sql("select choices from ballots where election_id = $1 order by ctid", [election.id])
    ).rows as { choices: unknown }[];
    const votersByCtid = (
      await sql(
        "select member_id from election_voters where election_id = $1 and voted_on is not null order by ctid",
        [election.id],
      )
    ).rows as { member_id: number }[];
    expect(votersByCtid.map((row) => row.member_id)).toEqual(voters.map(({ id }) => id));
    expect(byCtid.map((row) => wire(row.choices))).not.toEqual(castOrder);
    expect(byCtid.map((row) => wire(row.choices))).not.toEqual([...castOrder].reverse());

    const roll = await votersOf(t.database.db, election.id);
    for (const row of roll.filter((voterRow) => voterRow.votedOn !== null)) {
      expect(row.votedOn).toBe(today);
      expect(row.votedBy).toBe("online");
    }
  });
  it("hides a cast's transaction among a run of ballots: the voter's mark shares it with 21 ballots, not one", async () => {
    const { election, voters } = await votingWithVoters("Secret transactions", 1, 30);
    for (const [index, person] of voters.entries()) {
      const reply = await call(
        "POST",
        `/elections/${election.id}/ballot`,
        person.token,
        choices(election, [index % 3]),
      );
      expect(reply.statusCode).toBe(201);
    }
    // Every row keeps the transaction that wrote it (xmin): the last voter's mark and their ballot were written in one.
    const last = voters.at(-1);
    const sharing = await t.database.executeSql(
      `select count(*)::int as ballots from ballots b join election_voters v on b.xmin = v.xmin
       where b.election_id = $1 and v.election_id = $1 and v.member_id = $2`,
      [election.id, last?.id],
    );
    expect((sharing.rows as { ballots: number }[])[0]?.ballots).toBe(21);
  });
});
