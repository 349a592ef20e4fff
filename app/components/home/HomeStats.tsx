import * as s from "~/components/championships/championships.css";
import { Grid, StatTile, VisuallyHidden } from "~/components/ui/primitives";
import { formatCount } from "~/lib/format";

export interface HomeStatsData {
  championships: number | null;
  teams: number | null;
  champions: number | null;
  recentGames: number | null;
}

const show = (n: number | null) => (n === null ? "—" : formatCount(n));

/** The home statistics cards, from real counts of the site's data. */
export function HomeStats({ stats }: { stats: HomeStatsData }) {
  return (
    <section aria-labelledby="home-stats-heading" className={s.block}>
      <h3 id="home-stats-heading">
        <VisuallyHidden>Statistics</VisuallyHidden>
      </h3>
      <Grid columns={4}>
        <StatTile label="Total Championships" value={show(stats.championships)} hint="Tracked" />
        <StatTile label="Teams Tracked" value={show(stats.teams)} hint="Active" />
        <StatTile label="Total Champions" value={show(stats.champions)} hint="All-Time" />
        <StatTile label="Recent Games" value={show(stats.recentGames)} hint="Updated" />
      </Grid>
    </section>
  );
}
