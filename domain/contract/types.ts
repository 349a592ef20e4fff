/** The entities of the backend contract (backend/http/README.md), as the client returns them. */
import type { z } from "zod";
import type {
  championRecordSchema,
  championshipGameSchema,
  championshipSchema,
  championshipStatsSchema,
  coachSchema,
  coachingHistoryEntrySchema,
  finderRowSchema,
  gameSchema,
  undatedGameSchema,
  levelSchema,
  personSchema,
  playerSchema,
  similarPlayerSchema,
  similarPlayersSchema,
  rosterEntrySchema,
  rosterStatsSchema,
  scheduledGameSchema,
  seasonSchema,
  sportSchema,
  standingSchema,
  teamChampionshipSchema,
  teamSchema,
  teamSeasonSchema,
  teamStatsSchema,
  recordSplitSchema,
  venueSchema,
  namedRefSchema,
  careerStatsSchema,
  searchResultSchema,
  searchGroupSchema,
  searchResponseSchema,
  playerSeasonSchema,
  baseballLinesSchema,
  basketballLineSchema,
  basketballLinesSchema,
  basketballGameLineSchema,
  baseballGameBattingSchema,
  teamFootballLineSchema,
  baseballGamePitchingSchema,
  baseballBoxScoreSchema,
  footballLinesSchema,
  footballSeasonLineSchema,
  footballDefenseLineSchema,
  footballGameLineSchema,
  teamPlayerLinesSchema,
  boxScoreSchema,
  footballBoxScoreSchema,
  basketballBoxScoreSchema,
  teamBattingLineSchema,
  teamPitchingLineSchema,
  leaderRowSchema,
  battingLineSchema,
  pitchingLineSchema,
  fieldingLineSchema,
  coachSeasonSchema,
  analyticsChartSchema,
  analyticsFiguresSchema,
  analyticsKpiSchema,
  dataQualityItemSchema,
  dataQualityReportSchema,
} from "./schemas";

export type { CareerStatKey } from "./schemas";

export type Sport = z.output<typeof sportSchema>;
export type Level = z.output<typeof levelSchema>;
export type NamedRef = z.output<typeof namedRefSchema>;
export type Venue = z.output<typeof venueSchema>;
export type Championship = z.output<typeof championshipSchema>;
export type ChampionRecord = z.output<typeof championRecordSchema>;
export type ChampionshipStats = z.output<typeof championshipStatsSchema>;
export type ChampionshipGame = z.output<typeof championshipGameSchema>;
export type Team = z.output<typeof teamSchema>;
export type TeamChampionship = z.output<typeof teamChampionshipSchema>;
export type TeamSeason = z.output<typeof teamSeasonSchema>;
export type Person = z.output<typeof personSchema>;
export type RosterEntry = z.output<typeof rosterEntrySchema>;
/** Input form (fields may be absent), as the importer writes it. */
export type RosterStats = z.input<typeof rosterStatsSchema>;
export type ScheduledGame = z.output<typeof scheduledGameSchema>;
export type TeamStats = z.output<typeof teamStatsSchema>;
export type RecordSplit = z.output<typeof recordSplitSchema>;
export type Game = z.output<typeof gameSchema>;
export type UndatedGame = z.output<typeof undatedGameSchema>;
export type Standing = z.output<typeof standingSchema>;
export type Season = z.output<typeof seasonSchema>;
export type CareerStats = z.output<typeof careerStatsSchema>;
export type Player = z.output<typeof playerSchema>;
export type SimilarPlayers = z.output<typeof similarPlayersSchema>;
export type SimilarPlayer = z.output<typeof similarPlayerSchema>;
export type CoachingHistoryEntry = z.output<typeof coachingHistoryEntrySchema>;
export type Coach = z.output<typeof coachSchema>;
export type SearchResult = z.output<typeof searchResultSchema>;
export type SearchGroup = z.output<typeof searchGroupSchema>;
export type SearchResponse = z.output<typeof searchResponseSchema>;
export type PlayerSeason = z.output<typeof playerSeasonSchema>;
export type LeaderRow = z.output<typeof leaderRowSchema>;
export type FinderRow = z.output<typeof finderRowSchema>;
export type BaseballLines = z.output<typeof baseballLinesSchema>;
export type TeamFootballLine = z.output<typeof teamFootballLineSchema>;
export type BaseballGameBatting = z.output<typeof baseballGameBattingSchema>;
export type BaseballGamePitching = z.output<typeof baseballGamePitchingSchema>;
export type BasketballLines = z.output<typeof basketballLinesSchema>;
export type BasketballGameLine = z.output<typeof basketballGameLineSchema>;
export type BaseballBoxScore = z.output<typeof baseballBoxScoreSchema>;
export type BasketballLine = z.output<typeof basketballLineSchema>;
export type FootballLines = z.output<typeof footballLinesSchema>;
export type FootballSeasonLine = z.output<typeof footballSeasonLineSchema>;
export type FootballDefenseLine = z.output<typeof footballDefenseLineSchema>;
export type FootballGameLine = z.output<typeof footballGameLineSchema>;
export type BoxScore = z.output<typeof boxScoreSchema>;
export type FootballBoxScore = z.output<typeof footballBoxScoreSchema>;
export type BasketballBoxScore = z.output<typeof basketballBoxScoreSchema>;
export type TeamPlayerLines = z.output<typeof teamPlayerLinesSchema>;
export type TeamBattingLine = z.output<typeof teamBattingLineSchema>;
export type TeamPitchingLine = z.output<typeof teamPitchingLineSchema>;
export type BattingLine = z.output<typeof battingLineSchema>;
export type PitchingLine = z.output<typeof pitchingLineSchema>;
export type FieldingLine = z.output<typeof fieldingLineSchema>;
export type CoachSeason = z.output<typeof coachSeasonSchema>;

/** A page of a list endpoint. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export type AnalyticsKpi = z.output<typeof analyticsKpiSchema>;
export type AnalyticsChart = z.output<typeof analyticsChartSchema>;
export type AnalyticsFigures = z.output<typeof analyticsFiguresSchema>;
export type DataQualityItem = z.output<typeof dataQualityItemSchema>;
export type DataQualityReport = z.output<typeof dataQualityReportSchema>;
/** What the embedded backend sends (the schemas' input shapes). */
export type AnalyticsFiguresBody = z.input<typeof analyticsFiguresSchema>;
export type DataQualityBody = z.input<typeof dataQualityReportSchema>;
