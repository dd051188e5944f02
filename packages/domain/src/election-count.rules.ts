// Issue 46: who a count elects. The candidates with the most votes fill the seats; when candidates tie for the last
// seat(s) nobody is elected to those seats and the tie is flagged: the club's rules (a second round, lots, the board)
// decide, not the portal. An office with no more candidates than seats elects them all.

export interface CandidateVotes {
  nominationId: number;
  votes: number;
}

export interface SeatOutcome {
  nominationId: number;
  elected: boolean;
  tied: boolean;
}

/** Each candidate's outcome for a race of `seats` seats, in the order given. */
export function seatOutcomes(candidates: readonly CandidateVotes[], seats: number): SeatOutcome[] {
  if (candidates.length <= seats)
    return candidates.map(({ nominationId }) => ({ nominationId, elected: true, tied: false }));
  const votes = candidates.map((candidate) => candidate.votes).sort((a, b) => b - a);
  const lastSeat = votes[seats - 1] ?? 0;
  const firstLoser = votes[seats] ?? -1;
  const tieForLastSeat = lastSeat === firstLoser;
  return candidates.map(({ nominationId, votes: own }) => ({
    nominationId,
    elected: own > lastSeat || (own === lastSeat && !tieForLastSeat),
    tied: tieForLastSeat && own === lastSeat,
  }));
}

/** A question carries with more yes than no; yes and no alike is a tie (the club's rules say what follows). */
export function questionOutcome(yes: number, no: number): { carried: boolean; tie: boolean } {
  return { carried: yes > no, tie: yes === no };
}
