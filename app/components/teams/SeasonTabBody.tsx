import type { useLoaderData } from "@remix-run/react";
import { SourceNotes } from "~/components/scores/SourceNote";
import { UndatedGames } from "~/components/scores/UndatedGames";
import { Reveal } from "~/components/ui/Reveal";
import { formatCount } from "~/lib/format";
import { seasonGamesNote } from "~/lib/team-season";
import { UNDATED_TITLE } from "~/lib/undated-games";
import type { loader } from "~/routes/teams.$slug.$year";
import { Roster, Schedule, SeasonStats } from "./SeasonParts";
import { LinesRosterTab, SeasonOverviewTab } from "./SeasonPageParts";

export type SeasonTabPage = ReturnType<typeof useLoaderData<typeof loader>>;

const pointsLabel = (sport: string | null) =>
  sport === "hockey" ? "Goals" : sport === "baseball" ? "Runs" : "Points";

/**
 * The open tab of a team season: overview, roster, statistics or schedule. Links, text and
 * `<details>` only, so the page renders it as a code island (its code is not in the first load).
 */
export default function SeasonTabBody({ page }: { page: SeasonTabPage }) {
  const { team, summary } = page;
  const slug = team.slug ?? String(team.id);
  const sport = team.sport?.slug ?? null;
  if (page.tab === "overview")
    return (
      <SeasonOverviewTab
        summary={summary}
        stats={page.stats}
        sport={sport}
        pointsLabel={pointsLabel(sport)}
        recent={page.recent}
        scheduleHref={`/teams/${slug}/${page.year}?tab=schedule`}
        titles={page.titles}
        slug={slug}
      />
    );
  if (page.tab === "roster" && page.lines)
    return (
      <LinesRosterTab
        lines={page.lines}
        teamName={summary.team_name ?? team.name}
        postseason={page.lines.note ? [] : (page.roster?.skaters ?? [])}
        sport={sport}
        season={page.year}
      />
    );
  if (page.tab === "roster" && page.roster)
    return (
      <Roster
        skaters={page.roster.skaters}
        goalies={page.roster.goalies}
        sport={sport}
        season={page.year}
        coverage={page.coverage}
      />
    );
  if (page.tab === "stats" && page.stats)
    return (
      <Reveal block label="Show statistics">
        <SeasonStats stats={page.stats} sport={sport} pointsLabel={pointsLabel(sport)} />
      </Reveal>
    );
  if (page.tab === "schedule" && page.schedule)
    return (
      <>
        <Schedule
          parts={page.schedule}
          weeks={sport === "football"}
          notHeld={seasonGamesNote(page.summary)}
        />
        {page.undated.length ? (
          <Reveal block label="Show results">
            <UndatedGames
              games={page.undated}
              title={UNDATED_TITLE}
              note={`The sources give no day for these ${formatCount(page.undated.length)} games: they are listed by team (the visitor first), not on a made-up date.`}
            />
          </Reveal>
        ) : null}
        <SourceNotes sources={page.sources} />
      </>
    );
  return null;
}
