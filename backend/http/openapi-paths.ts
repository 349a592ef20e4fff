/**
 * What the OpenAPI document says of each API path beyond its shapes: a summary, the group it is
 * listed under, the contract schema of its answer (an item, paged when `list`) and an example
 * request on the real data. Keyed by the route's path in backend/http/routes/.
 */
import type { z } from "zod";
import * as s from "../../domain/contract/schemas";
import * as awards from "../../domain/contract/awards";
import * as explore from "../../domain/contract/explore";

export interface PathDoc {
  summary: string;
  tag: string;
  /** The answer's schema; a list's item schema. */
  schema: z.ZodTypeAny;
  /** The component name of `schema` in the document. */
  component: string;
  /** The answer is a page `{count, next, previous, results}` of `schema`. */
  list?: boolean;
  description?: string;
  example: string;
  /** An example id or slug for the path's `{id}`. */
  id?: string;
}

const sport = { schema: s.sportSchema, component: "Sport" };
const level = { schema: s.levelSchema, component: "Level" };
const championship = { schema: s.championshipSchema, component: "Championship" };
const champion = { schema: s.championRecordSchema, component: "ChampionRecord" };
const season = { schema: s.seasonSchema, component: "Season" };
const team = { schema: s.teamSchema, component: "Team" };
const game = { schema: s.gameSchema, component: "Game" };
const standing = { schema: s.standingSchema, component: "Standing" };
const player = { schema: s.playerSchema, component: "Player" };
const coach = { schema: s.coachSchema, component: "Coach" };

const people = "Players and coaches";

export const API_PATH_DOCS: Record<string, PathDoc> = {
  "core/sports": { ...sport, list: true, tag: "Reference", summary: "Sports", example: "/api/core/sports/" },
  "core/levels": {
    ...level,
    list: true,
    tag: "Reference",
    summary: "Levels of play",
    example: "/api/core/levels/",
  },
  "championships/champions": {
    ...champion,
    list: true,
    tag: "Championships",
    summary: "Champions, newest first",
    example: "/api/championships/champions/?sport__slug=baseball&season__start_year=2016",
  },
  "championships/seasons": {
    ...season,
    list: true,
    tag: "Championships",
    summary: "Seasons",
    example: "/api/championships/seasons/?season=2023",
  },
  "championships/seasons/:id": {
    ...season,
    tag: "Championships",
    summary: "A season",
    example: "/api/championships/seasons/nba-2023-24/",
    id: "nba-2023-24",
  },
  "championships/championships": {
    ...championship,
    list: true,
    tag: "Championships",
    summary: "Championships",
    example: "/api/championships/championships/?search=cup",
  },
  "championships/championships/:id": {
    ...championship,
    tag: "Championships",
    summary: "A championship",
    example: "/api/championships/championships/world-series/",
    id: "world-series",
  },
  "championships/championships/:id/champions": {
    ...champion,
    list: true,
    tag: "Championships",
    summary: "A championship's champions",
    example: "/api/championships/championships/world-series/champions/?page_size=10",
    id: "world-series",
  },
  "championships/championships/:id/games": {
    schema: s.championshipGameSchema,
    component: "ChampionshipGame",
    list: true,
    tag: "Championships",
    summary: "A championship's deciding games",
    example: "/api/championships/championships/world-series/games/",
    id: "world-series",
  },
  "championships/championships/:id/stats": {
    schema: s.championshipStatsSchema,
    component: "ChampionshipStats",
    tag: "Championships",
    summary: "A championship's figures",
    example: "/api/championships/championships/world-series/stats/",
    id: "world-series",
  },
  "teams/teams": {
    ...team,
    list: true,
    tag: "Teams",
    summary: "Teams, by name",
    example: "/api/teams/teams/?search=chicago&is_active=true",
  },
  "teams/teams/:id": {
    ...team,
    tag: "Teams",
    summary: "A team",
    example: "/api/teams/teams/boston-celtics/",
    id: "boston-celtics",
  },
  "teams/teams/:id/championships": {
    schema: s.teamChampionshipSchema,
    component: "TeamChampionship",
    list: true,
    tag: "Teams",
    summary: "A team's titles",
    example: "/api/teams/teams/boston-celtics/championships/",
    id: "boston-celtics",
  },
  "teams/teams/:id/roster": {
    schema: s.rosterEntrySchema,
    component: "RosterEntry",
    list: true,
    tag: "Teams",
    summary: "A team's roster in a season",
    example: "/api/teams/teams/boston-celtics/roster/?year=2023",
    id: "boston-celtics",
  },
  "teams/teams/:id/player-lines": {
    schema: s.teamPlayerLinesSchema,
    component: "TeamPlayerLines",
    tag: "Teams",
    summary:
      "An MLB team season's players with their regular-season batting and pitching lines for that club",
    example: "/api/teams/teams/new-york-mets/player-lines/?year=1986",
    id: "new-york-mets",
  },
  "teams/teams/:id/schedule": {
    schema: s.scheduledGameSchema,
    component: "ScheduledGame",
    list: true,
    tag: "Teams",
    summary: "A team's games in a season",
    example: "/api/teams/teams/boston-celtics/schedule/?year=2023",
    id: "boston-celtics",
  },
  "teams/teams/:id/stats": {
    schema: s.teamStatsSchema,
    component: "TeamStats",
    tag: "Teams",
    summary: "A team's season figures",
    example: "/api/teams/teams/boston-celtics/stats/?year=2023",
    id: "boston-celtics",
  },
  "teams/teams/:id/seasons": {
    schema: s.teamSeasonSchema,
    component: "TeamSeason",
    list: true,
    tag: "Teams",
    summary: "A franchise's seasons, newest first",
    example: "/api/teams/teams/boston-celtics/seasons/",
    id: "boston-celtics",
  },
  "games/games": {
    ...game,
    list: true,
    tag: "Games",
    summary: "Games, by date",
    example: "/api/games/games/?sport__slug=basketball&game_date=2024-06-17",
  },
  "games/games/today": {
    ...game,
    list: true,
    tag: "Games",
    summary: "Today's games (US Eastern)",
    example: "/api/games/games/today/",
  },
  "games/games/live": {
    ...game,
    list: true,
    tag: "Games",
    summary: "Games in progress",
    example: "/api/games/games/live/",
  },
  "games/games/recent": {
    ...game,
    list: true,
    tag: "Games",
    summary: "Final games of the last days",
    example: "/api/games/games/recent/?days=7",
  },
  "games/games/upcoming": {
    ...game,
    list: true,
    tag: "Games",
    summary: "Games still to start",
    example: "/api/games/games/upcoming/?days=7",
  },
  "games/undated": {
    schema: s.undatedGameSchema,
    component: "UndatedGame",
    list: true,
    tag: "Games",
    summary:
      "Games the sources give no day for (college baseball 1997-2001, college basketball games no day could be joined to from 2017-18), by season and team",
    example: "/api/games/undated/?sport__slug=baseball&level__slug=ncaa-division-i&season=1999",
  },
  "games/games/:id": {
    ...game,
    tag: "Games",
    summary: "A game",
    example: "/api/games/games/44132/",
    id: "44132",
  },
  "games/games/:id/box-score": {
    schema: s.boxScoreSchema,
    component: "BoxScore",
    tag: "Games",
    summary: "A game's box score",
    description:
      "By sport (`kind`): NFL passing, rushing and receiving per player (nflverse, 1999-2023); NBA player lines (NBA.com game logs, regular seasons 2015-16 to 2024-25; NBA.com playoff box scores 2010-11 to 2022-23, `source` `nba-playoffs`, with starters, minutes to the second and DNP reasons) with each team's totals; `none` where our data holds no box score.",
    example: "/api/games/games/nfl-2017-02-05-new-england-patriots-at-atlanta-falcons/box-score/",
    id: "nfl-2017-02-05-new-england-patriots-at-atlanta-falcons",
  },
  "games/games/:id/baseball-box-score": {
    schema: s.baseballBoxScoreSchema,
    component: "BaseballBoxScore",
    tag: "Games",
    summary:
      "An MLB game's box score and play-by-play (Retrosheet event files, postseason 1903-2023; empty lists for other games) and each club's team totals, starting lineup and pitchers of record (Retrosheet game logs; null where the log holds none)",
    example: "/api/games/games/112310/baseball-box-score/",
    id: "112310",
  },
  "games/standings": {
    ...standing,
    list: true,
    tag: "Standings",
    summary: "Standings",
    example: "/api/games/standings/?sport__slug=hockey&season=2016",
  },
  "games/standings/current": {
    ...standing,
    list: true,
    tag: "Standings",
    summary: "The latest standings per league",
    example: "/api/games/standings/current/",
  },
  "games/standings/by_division": {
    ...standing,
    list: true,
    tag: "Standings",
    summary: "Standings by conference and division",
    example: "/api/games/standings/by_division/?sport__slug=football&season=2023",
  },
  "people/players": {
    ...player,
    list: true,
    tag: people,
    summary: "Players, by last name",
    example: "/api/people/players/?search=jordan",
  },
  "people/players/active": {
    ...player,
    list: true,
    tag: people,
    summary: "Active players",
    example: "/api/people/players/active/",
  },
  "people/players/by_position": {
    ...player,
    list: true,
    tag: people,
    summary: "Players of a position",
    example: "/api/people/players/by_position/?position=goalie",
  },
  "people/players/rookies": {
    ...player,
    list: true,
    tag: people,
    summary: "Rookies of a season",
    example: "/api/people/players/rookies/?season=2023",
  },
  "people/players/summary": {
    schema: s.playersSummarySchema,
    component: "PlayersSummary",
    tag: people,
    summary: "Counters of a filtered player list",
    example: "/api/people/players/summary/?sport__slug=hockey",
  },
  "people/players/:id": {
    ...player,
    tag: people,
    summary: "A player with season lines",
    example: "/api/people/players/wayne-gretzky/",
    id: "wayne-gretzky",
  },
  "people/coaches": {
    ...coach,
    list: true,
    tag: people,
    summary: "Coaches",
    example: "/api/people/coaches/?search=jackson",
  },
  "people/coaches/active": {
    ...coach,
    list: true,
    tag: people,
    summary: "Active coaches",
    example: "/api/people/coaches/active/",
  },
  "people/coaches/head_coaches": {
    ...coach,
    list: true,
    tag: people,
    summary: "Head coaches",
    example: "/api/people/coaches/head_coaches/?sport__slug=football",
  },
  "people/coaches/summary": {
    schema: s.coachesSummarySchema,
    component: "CoachesSummary",
    tag: people,
    summary: "Counters of a filtered coach list",
    example: "/api/people/coaches/summary/",
  },
  "people/coaches/:id": {
    ...coach,
    tag: people,
    summary: "A coach with season records",
    example: "/api/people/coaches/phil-jackson/",
    id: "phil-jackson",
  },
  search: {
    schema: s.searchResponseSchema,
    component: "SearchResponse",
    tag: "Search",
    summary: "Site search: teams, players, coaches, championships, seasons",
    example: "/api/search/?q=habs",
  },
  "analytics/figures": {
    schema: s.analyticsFiguresSchema,
    component: "AnalyticsFigures",
    tag: "Analytics",
    summary: "Figures of a category and timeframe",
    example: "/api/analytics/figures/?category=game-analysis&timeframe=all-time",
  },
  "analytics/data-quality": {
    schema: s.dataQualityReportSchema,
    component: "DataQualityReport",
    tag: "Analytics",
    summary: "The data-quality report of the last build",
    example: "/api/analytics/data-quality/",
  },
  "awards/awards": {
    schema: awards.awardSchema,
    component: "Award",
    list: true,
    tag: "Awards and drafts",
    summary: "The awards the site's data holds",
    example: "/api/awards/awards/",
  },
  "awards/awards/:slug": {
    schema: awards.awardSchema,
    component: "Award",
    tag: "Awards and drafts",
    summary: "An award",
    example: "/api/awards/awards/mlb-most-valuable-player/",
    id: "mlb-most-valuable-player",
  },
  "awards/awards/:slug/results": {
    schema: awards.awardResultSchema,
    component: "AwardResult",
    list: true,
    tag: "Awards and drafts",
    summary: "An award's winners (or, with winners=false, every vote-getter) by season",
    example: "/api/awards/awards/mlb-most-valuable-player/results/?season=1998",
    id: "mlb-most-valuable-player",
  },
  "awards/players/:id": {
    schema: awards.playerAwardSchema,
    component: "PlayerAward",
    list: true,
    tag: "Awards and drafts",
    summary: "A player's awards by name and season",
    example: "/api/awards/players/hank-aaron/",
    id: "hank-aaron",
  },
  "drafts/drafts": {
    schema: awards.draftSchema,
    component: "Draft",
    list: true,
    tag: "Awards and drafts",
    summary: "The drafts the site's data holds, newest first",
    example: "/api/drafts/drafts/",
  },
  "drafts/drafts/:year": {
    schema: awards.draftPickSchema,
    component: "DraftPick",
    list: true,
    tag: "Awards and drafts",
    summary: "One year's draft picks",
    example: "/api/drafts/drafts/1984/",
    id: "1984",
  },
  "explore/head-to-head/:a/:b": {
    schema: explore.headToHeadSchema,
    component: "HeadToHead",
    tag: "Explore",
    summary: "Two teams' all-time record and meetings",
    example: "/api/explore/head-to-head/boston-celtics/los-angeles-lakers/",
    id: "boston-celtics",
  },
  "explore/opponents/:team": {
    schema: explore.opponentsSchema,
    component: "Opponents",
    tag: "Explore",
    summary: "A team's most-played opponents",
    example: "/api/explore/opponents/boston-celtics/",
    id: "boston-celtics",
  },
  "explore/on-this-day": {
    schema: explore.onThisDaySchema,
    component: "OnThisDay",
    tag: "Explore",
    summary: "Titles, notable games and birthdays on a calendar date",
    example: "/api/explore/on-this-day/?date=11-21",
  },
  "explore/playoff-series": {
    schema: explore.playoffSeriesSchema,
    component: "PlayoffSeries",
    tag: "Explore",
    summary: "A season's playoff series where no games are held (NHL 1917-18 to 2017-18, Hockey Databank)",
    example: "/api/explore/playoff-series/?season=1985&sport__slug=hockey&level__slug=professional",
  },
  leaders: {
    schema: s.leaderRowSchema,
    component: "LeaderRow",
    list: true,
    tag: "Players and coaches",
    summary: "A leader board: one statistic, career, single-season or active through the data",
    example: "/api/leaders/?stat=hr&scope=career",
  },
  finder: {
    schema: s.finderRowSchema,
    component: "FinderRow",
    list: true,
    tag: "Players and coaches",
    summary:
      "Player seasons, careers, single games or team seasons meeting any criteria on the statistics held (the /finder page)",
    description:
      "Criteria name statistics by their glossary keys: `min.KEY` at least, `max.KEY` at most, both a range (innings as `200.1`). A traded player's season counts once, its total; `team` matches any of his clubs. `kind=games` reads box-score lines (NBA 2015-16 on and playoffs 2010-11 on, NFL weekly lines 1999-2023, MLB postseason box scores), each row with its game (`game_id`, page /scores/{game_id}), opponent (`opponent` filters by slug) and score; `kind=team-seasons` reads the standings (wins, losses, ties, win_pct, points_for, points_against), without a player. Rates are computed from the counted figures of at most 30,000 rows: a search broader than that answers 422 asking for another criterion.",
    example: "/api/finder/?kind=seasons&min.hr=40&min.sb=40",
  },
};
