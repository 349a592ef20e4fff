/**
 * The loader half of /compare: reads `?players=a,b` (and `?with=name` from a player page's "Compare
 * with…" form), fetches each player and his awards, and shapes the comparison (app/lib/compare.ts).
 * Bad input is the page itself with a message and the right status, never an error screen: a
 * malformed or short list 400, an unknown player 404, players of different leagues 400.
 */
import { redirect } from "@remix-run/node";
import type { Player } from "@domain/contract/types";
import { slugify } from "@domain/slug";
import type { ApiClient } from "~/api/client.server";
import { apiErrorStatus } from "./http-cache";
import { awardsByName } from "./awards";
import { personName } from "./people-view";
import { compareHref, playerHref } from "./links";
import { pageFailure } from "./route-kit.server";
import {
  careerGroups,
  commonLeague,
  COMPARE_AXES,
  COMPARE_MAX,
  groupLines,
  honourRows,
  parseCompareSlugs,
  seasonTable,
  type CompareAxis,
} from "./compare";

export interface ComparedPlayer {
  slug: string;
  name: string;
  href: string;
  years: string | null;
}

interface Failed {
  ok: false;
  status: number;
  message: string;
  /** The player the chooser keeps (a player page's form, or the first valid slug). */
  keep: string | null;
  /** Several players matched a typed name: links to each comparison. */
  choices: { name: string; href: string }[];
}

async function playerOrNull(api: ApiClient, slug: string): Promise<Player | null> {
  try {
    return await api.getPlayer(slug);
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    return pageFailure(error, "compare");
  }
}

const failed = (
  status: number,
  message: string,
  keep: string | null,
  choices: Failed["choices"] = [],
): Failed => ({
  ok: false,
  status,
  message,
  keep,
  choices,
});

/** `?players=a&with=Willie Mays`: the next player by slug or name, then a redirect to the comparison. */
async function resolveWith(
  api: ApiClient,
  keep: string[],
  typed: string,
  axis: CompareAxis,
): Promise<Failed> {
  const kept = keep.join(",");
  const bySlug = await playerOrNull(api, slugify(typed));
  if (bySlug?.slug && !keep.includes(bySlug.slug)) throw redirect(compareHref([...keep, bySlug.slug], axis));
  const found = await api
    .listPlayers({ search: typed, page_size: 10 })
    .catch((e) => pageFailure(e, "compare"));
  const others = found.results.filter((p) => p.slug && !keep.includes(p.slug));
  if (others.length === 1) throw redirect(compareHref([...keep, others[0].slug!], axis));
  if (!others.length) return failed(404, `No player found for “${typed}”.`, kept);
  return failed(
    200,
    `Several players match “${typed}”: choose one.`,
    kept,
    others.map((p) => ({
      name: `${personName(p)}${yearsOf(p) ? ` (${yearsOf(p)})` : ""}`,
      href: compareHref([...keep, p.slug!], axis),
    })),
  );
}

/** The well-formed slugs of a `players` list, each once (a form's kept players). */
function keptSlugs(raw: string | null): string[] {
  const slugs = (raw ?? "").split(",").map((x) => x.trim().toLowerCase());
  return [...new Set(slugs.filter((x) => /^[a-z0-9][a-z0-9-]*$/.test(x)))];
}

function yearsOf(p: Player): string | null {
  return p.rookie_season && p.last_season ? `${p.rookie_season}-${p.last_season}` : null;
}

export async function compareView(request: Request, api: ApiClient) {
  const url = new URL(request.url);
  const axis: CompareAxis = COMPARE_AXES.find((a) => a === url.searchParams.get("axis")) ?? "season";
  const parsed = parseCompareSlugs(url.searchParams.get("players"));
  const typed = url.searchParams.get("with")?.trim();
  if (typed !== undefined) {
    const keep = keptSlugs(url.searchParams.get("players"));
    if (!keep.length) return { axis, ...failed(400, "Choose two to four players to compare.", null) };
    if (keep.length >= COMPARE_MAX)
      return { axis, ...failed(400, "Compare at most four players at a time.", keep.join(",")) };
    if (!typed) return { axis, ...failed(400, "Type the name of a player to compare with.", keep.join(",")) };
    return { axis, ...(await resolveWith(api, keep, typed, axis)) };
  }
  if (!parsed.ok) return { axis, ...failed(400, parsed.message, null) };
  const players = await Promise.all(parsed.slugs.map((slug) => playerOrNull(api, slug)));
  const missing = parsed.slugs.filter((_, i) => !players[i]);
  if (missing.length)
    return {
      axis,
      ...failed(
        404,
        `No player “${missing.join("”, “")}” on this site.`,
        players.find((p) => p)?.slug ?? null,
      ),
    };
  const known = players as Player[];
  const league = commonLeague(known);
  if (!league.ok) return { axis, ...failed(400, league.message, known[0].slug) };
  const awards = await Promise.all(
    known.map((p) =>
      api
        .listPlayerAwards(p.slug ?? String(p.id))
        .then(awardsByName)
        .catch(() => null),
    ),
  );
  const lines = known.map(groupLines);
  const groups = careerGroups(league.league, lines);
  const people = known.map((p) => ({ birthDate: p.person.birth_date, sport: p.sport?.slug ?? null }));
  const slugs = known.map((p) => p.slug ?? String(p.id));
  return {
    ok: true as const,
    axis,
    slugs,
    players: known.map((p, i): ComparedPlayer => ({
      slug: slugs[i],
      name: personName(p),
      href: playerHref(slugs[i]) ?? "/players",
      years: yearsOf(p),
    })),
    groups: groups.map((g) => ({
      group: g.group,
      rows: g.rows,
      seasonHeads: g.seasonStats.map((s) => ({ key: s.key, abbr: s.abbr, label: s.label })),
      seasons: seasonTable(g, lines, axis, people),
    })),
    honours: honourRows(
      known.map((p, i) => ({
        awards: awards[i],
        titles: p.championships_won,
        allStars: p.all_star_selections,
      })),
    ),
    awardsMissing: awards.some((a) => a === null),
    through: known.map((p) => p.figures_through).find((t) => t !== null) ?? null,
    sport: known[0].sport?.slug ?? null,
  };
}
