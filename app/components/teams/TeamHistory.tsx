import type { useLoaderData } from "@remix-run/react";
import { FranchiseTimeline } from "~/components/explore/FranchiseTimeline";
import { MostPlayedOpponents } from "~/components/explore/MostPlayedOpponents";
import { Reveal } from "~/components/ui/Reveal";
import { SectionUnavailable } from "~/components/ui/states";
import { statOf } from "~/lib/leaders";
import type { loader } from "~/routes/teams.$slug._index";
import { FranchiseLeaders } from "./FranchiseLeaders";
import { FranchiseSummary } from "./TeamParts";

export type TeamHistoryPage = ReturnType<typeof useLoaderData<typeof loader>>;

/**
 * A franchise's history under its header: the timeline, its leaders, its most-played opponents and
 * its season records. Links, text and `<details>` only, so the team page renders it as a code
 * island (its code is not in the first load).
 */
export default function TeamHistory({ page, retryHref }: { page: TeamHistoryPage; retryHref: string }) {
  const { team, seasons, opponents, leaders } = page;
  const slug = team.slug ?? String(team.id);
  return (
    <>
      <Reveal block label="Show franchise timeline">
        <FranchiseTimeline
          slug={slug}
          seasons={seasons}
          sport={team.sport?.slug}
          currentName={team.name}
          titleName={team.tracked_title?.name}
        />
      </Reveal>
      {leaders ? (
        <FranchiseLeaders
          sport={leaders.sport}
          stat={statOf(leaders.sport, leaders.stat)}
          rows={leaders.rows}
          teamName={team.name}
        />
      ) : null}
      {opponents.ok ? (
        <Reveal block label="Show records against opponents">
          <MostPlayedOpponents data={opponents.data.data} options={opponents.data.options} />
        </Reveal>
      ) : (
        <SectionUnavailable what="the most-played opponents" retryHref={retryHref} />
      )}
      <Reveal block label="Show season records">
        <FranchiseSummary
          slug={slug}
          seasons={seasons}
          sport={team.sport?.slug}
          level={team.level?.slug}
          currentName={team.name}
        />
      </Reveal>
    </>
  );
}
