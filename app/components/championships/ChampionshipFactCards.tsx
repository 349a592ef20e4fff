import type { ChampionshipFacts } from "~/lib/championship-detail";
import { SummaryTiles } from "./SummaryTiles";

/** Founded, Total Games, Teams Competing (N/A if missing), Format. */
export function ChampionshipFactCards({ facts }: { facts: ChampionshipFacts }) {
  return (
    <SummaryTiles
      id="facts-heading"
      label="Key facts"
      items={[
        { label: "Founded", value: String(facts.founded) },
        { label: "Total Games", value: facts.totalGames ?? "N/A" },
        { label: "Teams Competing", value: facts.teamsCompeting },
        { label: "Format", value: facts.format, text: true },
      ]}
    />
  );
}
