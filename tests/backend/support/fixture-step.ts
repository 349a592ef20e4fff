/**
 * A build step for tests: loads tests/fixtures/extra.json (games, standings, players, coaches)
 * through the same BuildContext the open-dataset importers use, so the contract tests run against
 * every table without depending on ../shared/data.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { BuildStep } from "../../../backend/import/step";
import { seasonKey, type BuildContext } from "../../../backend/import/context";

export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures");
export const FIXTURE_DATA_DIR = path.join(FIXTURES_DIR, "data");

const opt = <T extends z.ZodTypeAny>(s: T) => s.optional();

/** What a fixture player and coach both say of the person. */
const personFields = {
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: opt(z.string()),
  birth_city: opt(z.string()),
  birth_state: opt(z.string()),
  college: opt(z.string()),
};

const extraSchema = z.object({
  _comment: z.string().optional(),
  games: z.array(
    z.object({
      slug: z.string(),
      league: z.string(),
      season: z.number().int(),
      date: z.string(),
      time: opt(z.string()),
      home: z.string(),
      away: z.string(),
      home_score: opt(z.number().int()),
      away_score: opt(z.number().int()),
      status: z.enum(["live", "final", "scheduled", "postponed"]),
      period: opt(z.string()),
      time_remaining: opt(z.string()),
      week: opt(z.number().int()),
      game_type: opt(z.string()),
      attendance: opt(z.number().int()),
      weather: opt(z.string()),
      venue: opt(z.boolean()),
      neutral_site: opt(z.boolean()),
      officials: opt(z.array(z.object({ position: z.string(), name: z.string() }))),
    }),
  ),
  standings: z.array(
    z.object({
      league: z.string(),
      season: z.number().int(),
      team: z.string(),
      rank: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
      ties: z.number().int(),
      win_percentage: z.number(),
      games_behind: z.number(),
      streak: opt(z.string()),
      streak_type: opt(z.string()),
      playoff_position: opt(z.string()),
      division: z.string(),
      conference: z.string(),
      home_record: opt(z.string()),
      away_record: opt(z.string()),
    }),
  ),
  players: z.array(
    z.object({
      ...personFields,
      height_inches: opt(z.number().int()),
      weight_pounds: opt(z.number().int()),
      league: z.string(),
      team: opt(z.string()),
      jersey_number: opt(z.string()),
      position: z.string(),
      is_active: z.boolean(),
      rookie_season: opt(z.number().int()),
      draft_year: opt(z.number().int()),
      draft_round: opt(z.number().int()),
      draft_pick: opt(z.number().int()),
      years_pro: opt(z.number().int()),
      salary: opt(z.number().int()),
      awards: opt(z.array(z.string())),
      all_star_selections: opt(z.number().int()),
      championships_won: opt(z.number().int()),
      career_stats: opt(z.record(z.number())),
      roster: z.array(
        z.object({
          season: z.number().int(),
          team: z.string(),
          jersey_number: opt(z.string()),
          is_captain: opt(z.boolean()),
          is_starter: opt(z.boolean()),
        }),
      ),
    }),
  ),
  coaches: z.array(
    z.object({
      ...personFields,
      league: z.string(),
      team: opt(z.string()),
      title: z.string(),
      is_head_coach: z.boolean(),
      is_active: z.boolean(),
      years_experience: opt(z.number().int()),
      years_with_current_team: opt(z.number().int()),
      hire_date: opt(z.string()),
      wins: opt(z.number().int()),
      losses: opt(z.number().int()),
      ties: opt(z.number().int()),
      playoff_appearances: opt(z.number().int()),
      playoff_wins: opt(z.number().int()),
      playoff_losses: opt(z.number().int()),
      championships_won: opt(z.number().int()),
      specialization: opt(z.string()),
      coaching_philosophy: opt(z.string()),
      playing_experience: opt(z.record(z.unknown())),
      history: z.array(
        z.object({
          team: opt(z.string()),
          team_name: opt(z.string()),
          start_year: z.number().int(),
          end_year: opt(z.number().int()),
          title: z.string(),
          is_head_coach: opt(z.boolean()),
          is_active: opt(z.boolean()),
        }),
      ),
      awards: opt(z.array(z.object({ name: z.string(), year: z.number().int().nullable() }))),
    }),
  ),
});

const flag = (v: boolean | undefined): 0 | 1 => (v ? 1 : 0);

function team(ctx: BuildContext, slug: string) {
  const found = ctx.lookups.teamsBySlug.get(slug);
  if (!found) throw new Error(`fixture: unknown team ${slug}`);
  return found;
}

/** A row's league columns (sport, level and league key) from the fixture's league key. */
function leagueColumns(ctx: BuildContext, key: string) {
  const found = ctx.lookups.leagues.get(key);
  if (!found) throw new Error(`fixture: unknown league ${key}`);
  return { sport_id: found.sport_id, level_id: found.level_id, league_key: found.league_key };
}

/** The columns a fixture player's and coach's rows share: who, in which league, at which club now. */
function memberColumns(
  ctx: BuildContext,
  member: { slug: string; league: string; team?: string },
  personId: number,
) {
  return {
    slug: member.slug,
    person_id: personId,
    ...leagueColumns(ctx, member.league),
    current_team_id: member.team ? team(ctx, member.team).id : null,
  };
}

type PersonFixture = z.infer<z.ZodObject<typeof personFields>>;

/** The people row of a fixture player or coach, with what differs between them; its id. */
export async function insertPerson(
  ctx: BuildContext,
  person: PersonFixture,
  row: {
    slug: string;
    birth_country: string | null;
    height_inches: number | null;
    weight_pounds: number | null;
  },
): Promise<number> {
  const id = ctx.nextId("people");
  await ctx.insert("people", [
    {
      id,
      slug: row.slug,
      first_name: person.first_name,
      last_name: person.last_name,
      birth_date: person.birth_date ?? null,
      birth_city: person.birth_city ?? null,
      birth_state: person.birth_state ?? null,
      birth_country: row.birth_country,
      college: person.college ?? null,
      height_inches: row.height_inches,
      weight_pounds: row.weight_pounds,
      death_year: null,
    },
  ]);
  return id;
}

export function fixtureStep(file = path.join(FIXTURES_DIR, "extra.json")): BuildStep {
  return {
    name: "test fixtures (games, standings, players, coaches)",
    async run(ctx) {
      const data = extraSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));

      await ctx.insert(
        "games",
        data.games.map((g) => {
          const home = team(ctx, g.home);
          const away = team(ctx, g.away);
          // The 1980 game leaves names to `finalize`, the others carry them like an importer would.
          const named = g.season !== 1980;
          const h = ctx.teamOfTime(home.id, g.season);
          const a = ctx.teamOfTime(away.id, g.season);
          const venueId = g.venue ? ([...ctx.lookups.venuesBySlug.values()][0] ?? null) : null;
          return {
            id: ctx.nextId("games"),
            slug: g.slug,
            ...leagueColumns(ctx, g.league),
            season_id: null,
            season_start_year: g.season,
            championship_id: null,
            home_team_id: home.id,
            away_team_id: away.id,
            home_team_name: named ? h.name : null,
            away_team_name: named ? a.name : null,
            home_team_city: named ? h.city : null,
            away_team_city: named ? a.city : null,
            home_team_abbreviation: named ? h.abbreviation : null,
            away_team_abbreviation: named ? a.abbreviation : null,
            home_score: g.home_score ?? null,
            away_score: g.away_score ?? null,
            status: g.status,
            game_date: g.date,
            game_time: g.time ?? null,
            period: g.period ?? null,
            time_remaining: g.time_remaining ?? null,
            venue_id: venueId,
            venue_name: null,
            attendance: g.attendance ?? null,
            weather: g.weather ?? null,
            officials: g.officials ? JSON.stringify(g.officials) : null,
            week: g.week ?? null,
            game_type: g.game_type ?? null,
            source: "fixture",
            neutral_site: g.neutral_site ? 1 : 0,
          };
        }),
      );

      await ctx.insert(
        "standings",
        data.standings.map((s) => {
          const l = leagueColumns(ctx, s.league);
          return {
            id: ctx.nextId("standings"),
            season_id: ctx.lookups.seasons.get(seasonKey(l.league_key, s.season)) ?? null,
            season_start_year: s.season,
            ...l,
            team_id: team(ctx, s.team).id,
            team_name: null,
            conference_id: null,
            division_id: null,
            conference_name: s.conference,
            division_name: s.division,
            rank: s.rank,
            wins: s.wins,
            losses: s.losses,
            ties: s.ties,
            points: null,
            win_percentage: s.win_percentage,
            games_played: s.wins + s.losses + s.ties,
            games_behind: s.games_behind,
            streak: s.streak ?? null,
            streak_type: s.streak_type ?? null,
            playoff_position: s.playoff_position ?? null,
            home_record: s.home_record ?? null,
            away_record: s.away_record ?? null,
            division_record: null,
            conference_record: null,
            last_updated: "2026-11-21",
          };
        }),
      );

      for (const p of data.players) {
        const personId = await insertPerson(ctx, p, {
          slug: p.slug,
          birth_country: p.birth_city ? "USA" : null,
          height_inches: p.height_inches ?? null,
          weight_pounds: p.weight_pounds ?? null,
        });
        const playerId = ctx.nextId("players");
        await ctx.insert("players", [
          {
            id: playerId,
            ...memberColumns(ctx, p, personId),
            jersey_number: p.jersey_number ?? null,
            primary_position_name: p.position,
            years_pro: p.years_pro ?? null,
            draft_year: p.draft_year ?? null,
            draft_round: p.draft_round ?? null,
            draft_pick: p.draft_pick ?? null,
            salary: p.salary ?? null,
            is_active: flag(p.is_active),
            rookie_season: p.rookie_season ?? null,
            contract_end_year: null,
            championships_won: p.championships_won ?? 0,
            all_star_selections: p.all_star_selections ?? 0,
            career_stats: p.career_stats ? JSON.stringify(p.career_stats) : null,
            awards: p.awards ? JSON.stringify(p.awards) : null,
            // The last roster season: the fixture's people are seen at work (so they have an age).
            last_season: p.roster?.length ? Math.max(...p.roster.map((r) => r.season)) : null,
            source_through: null,
          },
        ]);
        await ctx.insert(
          "roster_entries",
          p.roster.map((r) => ({
            id: ctx.nextId("roster_entries"),
            team_id: team(ctx, r.team).id,
            season_id: null,
            season_start_year: r.season,
            player_id: playerId,
            jersey_number: r.jersey_number ?? null,
            position: p.position,
            is_captain: flag(r.is_captain),
            is_starter: flag(r.is_starter),
          })),
        );
      }

      for (const c of data.coaches) {
        const personId = await insertPerson(ctx, c, {
          slug: `coach-${c.slug}`,
          birth_country: null,
          height_inches: null,
          weight_pounds: null,
        });
        const coachId = ctx.nextId("coaches");
        await ctx.insert("coaches", [
          {
            id: coachId,
            ...memberColumns(ctx, c, personId),
            title: c.title,
            is_head_coach: flag(c.is_head_coach),
            is_active: flag(c.is_active),
            years_experience: c.years_experience ?? null,
            years_with_current_team: c.years_with_current_team ?? null,
            hire_date: c.hire_date ?? null,
            specialization: c.specialization ?? null,
            coaching_philosophy: c.coaching_philosophy ?? null,
            contract_end_year: null,
            wins: c.wins ?? null,
            losses: c.losses ?? null,
            ties: c.ties ?? null,
            playoff_appearances: c.playoff_appearances ?? null,
            playoff_wins: c.playoff_wins ?? null,
            playoff_losses: c.playoff_losses ?? null,
            championships_won: c.championships_won ?? 0,
            playing_experience: c.playing_experience ? JSON.stringify(c.playing_experience) : null,
            record_is_career: 0,
            record_from: null,
            record_to: null,
            record_source: null,
            // The fixture's seasons counts are whole careers.
            experience_is_career: c.years_experience != null ? 1 : 0,
          },
        ]);
        await ctx.insert(
          "coaching_history",
          c.history.map((h) => ({
            id: ctx.nextId("coaching_history"),
            coach_id: coachId,
            team_id: h.team ? team(ctx, h.team).id : null,
            team_name: h.team_name ?? ctx.teamOfTime(team(ctx, h.team!).id, h.start_year).name,
            start_year: h.start_year,
            end_year: h.end_year ?? null,
            title: h.title,
            is_head_coach: flag(h.is_head_coach),
            is_active: flag(h.is_active),
          })),
        );
        await ctx.insert(
          "coach_awards",
          (c.awards ?? []).map((a) => ({
            id: ctx.nextId("coach_awards"),
            coach_id: coachId,
            name: a.name,
            year: a.year,
          })),
        );
      }
      ctx.log(
        `fixtures: ${data.games.length} games, ${data.standings.length} standings, ${data.players.length} players, ${data.coaches.length} coaches`,
      );
    },
  };
}
