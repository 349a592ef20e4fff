/**
 * The glossary page: every registered statistic (domain/statistics.ts) of the leagues a site
 * covers, by league and group, with its definition, formula, the minimums a ranked rate needs, its
 * sources, and its leader board where it has one. Anchors are `#<league>-<key>`, so a column or a
 * board can point at its entry.
 */
import { qualificationNote } from "@domain/leaders";
import { LEAGUES, leagueOf, type LeagueKey } from "@domain/leagues";
import { STATISTICS, type StatGroup, type Statistic } from "@domain/statistics";
import { ATTRIBUTIONS } from "./attributions";

export interface GlossaryEntry {
  anchor: string;
  abbr: string;
  label: string;
  definition: string;
  formula: string | null;
  /** What a ranked rate needs, season and career ("3.1 plate appearances per team game ..."). */
  minimums: { season: string; career: string } | null;
  sources: { id: string; name: string }[];
  /** The statistic's career leader board on this site, when it has one. */
  leaders: string | null;
}

export interface GlossarySection {
  league: { key: LeagueKey; name: string };
  /** Every source of the league's statistics, each once. */
  sources: { id: string; name: string }[];
  groups: { group: StatGroup; entries: GlossaryEntry[] }[];
}

/** `#mlb-hr`: where a statistic's entry is on /glossary. */
export function glossaryAnchor(stat: Pick<Statistic, "league" | "key">): string {
  return `${stat.league}-${stat.key}`;
}

const minimum = (note: string | null) => (note ?? "").replace(/^Qualified: /, "").replace(/\.$/, "");

function entryOf(stat: Statistic, hub: boolean): GlossaryEntry {
  const sport = LEAGUES.find((l) => l.key === stat.league)!.sport;
  const params = new URLSearchParams();
  // The hub's boards are picked by sport; baseball is its default.
  if (hub && sport !== "baseball") params.set("sport", sport);
  params.set("stat", stat.key);
  return {
    anchor: glossaryAnchor(stat),
    abbr: stat.abbr,
    label: stat.label,
    definition: stat.definition,
    formula: stat.formula ?? null,
    minimums:
      stat.rate && stat.board
        ? {
            season: minimum(qualificationNote(stat, "season")),
            career: minimum(qualificationNote(stat, "career")),
          }
        : null,
    sources: stat.sources.map((id) => ({ id, name: ATTRIBUTIONS.find((a) => a.id === id)?.name ?? id })),
    leaders: stat.board ? `/leaders?${params.toString()}` : null,
  };
}

/** The glossary of a site: its own league's statistics, or every professional league's on the hub (sport null). */
export function glossaryOf(site: { sport: string | null; level: string | null }): GlossarySection[] {
  const hub = site.sport === null;
  const own = hub ? null : leagueOf(site.sport, site.level);
  const sections: GlossarySection[] = [];
  for (const league of LEAGUES) {
    if (!hub && league.key !== own) continue;
    // The hub shows the professional leagues' tables and boards; a college site keeps its own.
    if (hub && league.level !== "professional") continue;
    const stats = (STATISTICS as readonly Statistic[]).filter((s) => s.league === league.key);
    if (stats.length === 0) continue;
    const groups = [...new Set(stats.map((s) => s.group))].map((group) => ({
      group,
      entries: stats
        .filter((s) => s.group === group)
        .map((s) => entryOf(s, hub))
        .sort((a, b) => a.label.localeCompare(b.label)),
    }));
    const sources = [
      ...new Map(groups.flatMap((g) => g.entries.flatMap((e) => e.sources)).map((x) => [x.id, x])).values(),
    ];
    sections.push({ league: { key: league.key, name: league.name }, sources, groups });
  }
  return sections;
}
