import type { PaperBallotsRequest } from "@club/domain/election-ballot.schema";
import { rollMessages } from "@club/domain/election-roll.schema";
import { fullName } from "@club/domain/member-name.rules";
import type { ViewingAccount } from "@club/domain/member-visibility.rules";
import { postalAddressLines } from "@club/domain/postal-address.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { drawPdf, pdfDrawing } from "../../lib/pdf-threads.ts";
import { hashToken } from "../../lib/tokens.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import { findElection } from "./ballots.repository.ts";
import { ballotContents, groupedCode, newCode, paperCodeLength } from "./ballots.service.ts";
import type { PaperBallotPage, renderPaperBallots } from "./paper-ballots.ts";
import { lockPaperVoters, setPaperCode } from "./voter-roll.repository.ts";

// Issue 46: paper ballots for the voters the office names, or for every voter who reads the club on paper. Each
// print draws a new one-time code per voter (only its hash is kept): a paper printed again replaces the one before,
// so one paper per voter counts. Voters who have voted get none.

const paperBallotsDrawing = pdfDrawing<typeof renderPaperBallots>(
  import.meta.url,
  "paper-ballots",
  "renderPaperBallots",
);

/** POST /office/elections/{id}/paper-ballots: the PDF, one page per voter. */
export async function printPaperBallots(
  context: AppContext,
  actor: ViewingAccount,
  electionId: number,
  request: PaperBallotsRequest,
): Promise<Buffer> {
  const election = await findElection(context.db, electionId);
  if (!election) throw notFound();
  if (election.rollMadeAt === null)
    throw new AppError("roll_not_made", { base: [rollMessages.printAfterRoll] });
  const config = await configWithClubSettings(context);
  const pages = await context.db.transaction(async (tx) => {
    const voters = await lockPaperVoters(tx, electionId, {
      memberNos: request.memberNos,
      onPaper: request.readersOnPaper === true,
    });
    if (!request.readersOnPaper) {
      const found = new Set(voters.map((voter) => voter.memberNo));
      const missing = (request.memberNos ?? []).filter((memberNo) => !found.has(memberNo));
      if (missing.length > 0)
        throw invalidField("memberNos", `Not on this election's voter roll: ${missing.join(", ")}`);
    }
    const printed: PaperBallotPage[] = [];
    for (const voter of voters.filter((row) => row.votedBy === null)) {
      const code = newCode(paperCodeLength);
      await setPaperCode(tx, voter.id, hashToken(code), context.now());
      printed.push({
        name: voter.associateName ?? fullName(voter),
        addressLines: postalAddressLines({ ...voter, line1: voter.addressLine1, line2: voter.addressLine2 }),
        code: groupedCode(code),
        link: `${config.publicUrl}/vote/${code}`,
      });
    }
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: actor.memberId,
        memberId: null,
        action: "paper_ballots_printed",
        after: { electionId, ballots: printed.length },
      },
    );
    return printed;
  });
  if (pages.length === 0)
    throw invalidField("memberNos", "Everyone named has voted already, or no voter reads on paper.");
  const contents = await ballotContents(context, actor, electionId);
  return drawPdf(
    paperBallotsDrawing,
    {
      clubName: config.club.clubName,
      title: election.title,
      votingTo: election.votingTo,
      races: contents.races.map((race) => ({
        title: race.title,
        seats: race.seats,
        candidates: race.candidates.map((candidate) => candidate.name),
      })),
      questions: contents.questions,
    },
    pages,
  );
}
