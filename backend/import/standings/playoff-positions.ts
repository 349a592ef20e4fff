import type { StandingRow } from "./types";

/** Fills playoff_position from who played in the postseason and who won the title. */
export function assignPlayoffPositions(
  rows: StandingRow[],
  post: { participants: Set<number>; playIn: Set<number>; champion: number | null },
): void {
  for (const row of rows) {
    if (row.team_id === post.champion) row.playoff_position = "champion";
    else if (post.participants.has(row.team_id)) row.playoff_position = "playoffs";
    else if (post.playIn.has(row.team_id)) row.playoff_position = "bubble";
    else row.playoff_position = "eliminated";
  }
  if (post.playIn.size > 0) return;
  // Without a play-in: the two best non-playoff teams of each conference are on the bubble, with
  // every club that shares the second one's place (a place no procedure of the time separates).
  const byConference = new Map<string, StandingRow[]>();
  for (const row of rows) {
    if (row.playoff_position !== "eliminated") continue;
    const k = row.conference ?? "league";
    const list = byConference.get(k) ?? [];
    list.push(row);
    byConference.set(k, list);
  }
  for (const list of byConference.values()) {
    list.sort((a, b) => a.conference_rank - b.conference_rank);
    const cut = list[1]?.conference_rank ?? list[0]?.conference_rank;
    for (const row of list) if (row.conference_rank <= cut) row.playoff_position = "bubble";
  }
}
