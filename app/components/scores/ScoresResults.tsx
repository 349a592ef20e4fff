import type { Game } from "@domain/contract/types";
import { CardTable } from "~/components/ui/CardTable";
import { Pager } from "~/components/ui/Pager";
import { EmptyState, SkeletonCards } from "~/components/ui/states";
import { GAME_CSV } from "~/lib/card-csv-columns";
import type { PageInfo } from "~/lib/route-kit";
import { pagedCsvTitle } from "~/lib/table-csv";
import { GameList } from "./GameList";
import { SourceNotes } from "./SourceNote";

/** The games of the range: a placeholder while loading, why there are none, or the page of games. */
export function ScoresResults({
  games,
  page,
  loading,
  empty,
}: {
  games: readonly Game[];
  page: PageInfo;
  loading: boolean;
  /** What to say when no game matches. */
  empty: string;
}) {
  if (loading) return <SkeletonCards count={8} height="4.5rem" label="Loading games" />;
  if (games.length === 0) return <EmptyState title="No Games Found" message={empty} icon="stadium" />;
  return (
    <>
      <CardTable id="games" caption="Games" columns={GAME_CSV} title={pagedCsvTitle("games", page, true)}>
        <GameList games={games} />
      </CardTable>
      <Pager info={page} label="Scores pages" noun="games" />
      {/* Retrosheet's notice (and other sources' terms) wherever their games are shown. */}
      <SourceNotes sources={games.map((g) => g.source)} />
    </>
  );
}
