import type { useLoaderData } from "@remix-run/react";
import { Reveal } from "~/components/ui/Reveal";
import { EmptyState, SectionUnavailable } from "~/components/ui/states";
import { hasGameLogSides } from "~/lib/baseball-game-log";
import { gameTabs } from "~/lib/game-tabs";
import type { loader } from "~/routes/scores.$id";
import { BaseballBoxScore } from "./BaseballBoxScore";
import { BoxScoreTables } from "./BoxScore";
import { GameInfo, OverviewTab } from "./GameDetailParts";
import { GameLogSides } from "./GameLogSides";
import { PlayByPlay } from "./PlayByPlay";
import { SourceNotes } from "./SourceNote";

export type GameTabPage = ReturnType<typeof useLoaderData<typeof loader>>;

/**
 * The open tab of a game page: overview, box score, play-by-play or game info. Links, text and
 * `<details>` only, so the page renders it as a code island (its code is not in the first load).
 */
export default function GameTabBody({ page, retryHref }: { page: GameTabPage; retryHref: string }) {
  const { game, tab, previous, box, baseballBox } = page;
  const offered = gameTabs(game);
  if (tab === "overview") return <OverviewTab game={game} previous={previous} retryHref={retryHref} />;
  if (tab === "info")
    return (
      <>
        <GameInfo game={game} />
        <SourceNotes sources={[game.source]} />
      </>
    );
  if ((tab === "stats" && box && !box.ok) || (baseballBox && !baseballBox.ok))
    return (
      <SectionUnavailable
        what={tab === "plays" ? "the play-by-play" : "the box score"}
        retryHref={retryHref}
      />
    );
  if (tab === "stats" && box?.ok && box.data.kind !== "none")
    return (
      <Reveal block label="Show box score">
        <BoxScoreTables box={box.data} />
      </Reveal>
    );
  if (baseballBox?.ok && tab === "stats" && baseballBox.data.batting.home.length)
    return (
      <>
        <Reveal block label="Show box score">
          <BaseballBoxScore game={game} box={baseballBox.data} />
          <GameLogSides game={game} teams={baseballBox.data.teams} withBoxScore />
        </Reveal>
        <SourceNotes sources={["retrosheet"]} />
      </>
    );
  if (baseballBox?.ok && tab === "stats" && hasGameLogSides(baseballBox.data.teams))
    return (
      <>
        <Reveal block label="Show box score">
          <GameLogSides game={game} teams={baseballBox.data.teams} />
        </Reveal>
        <SourceNotes sources={["retrosheet"]} />
      </>
    );
  if (baseballBox?.ok && tab === "plays" && baseballBox.data.plays.length)
    return (
      <>
        <Reveal block label="Show play-by-play">
          <PlayByPlay game={game} plays={baseballBox.data.plays} />
        </Reveal>
        <SourceNotes sources={["retrosheet"]} />
      </>
    );
  return (
    <EmptyState
      title={tab === "stats" ? "No box score for this game" : "No play-by-play for this game"}
      message={(tab === "stats" ? offered.stats : offered.plays)?.note ?? ""}
      icon="chart"
    />
  );
}
