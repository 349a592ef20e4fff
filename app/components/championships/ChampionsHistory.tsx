import type { ReactNode } from "react";
import { useLocation } from "@remix-run/react";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Pager } from "~/components/ui/Pager";
import { Container, CsvButton } from "~/components/ui/primitives";
import { EmptyState, SkeletonRows } from "~/components/ui/states";
import { DEFAULT_CHAMPION_SORT } from "~/lib/champions";
import type { ChampionsPage } from "~/lib/champions-view";
import { withParams } from "~/lib/search-params";
import { ChampionsFilterBar } from "./ChampionsFilterBar";
import { ChampionsTable } from "./ChampionsTable";
import { SummaryTiles } from "./SummaryTiles";
import * as s from "./championships.css";
import * as f from "~/components/ui/filters.css";
import { formatCount } from "~/lib/format";

/** The /champions screen: filters, the four summary figures, one page of titles, the pager. */
export function ChampionsHistory({ page }: { page: ChampionsPage }) {
  const location = useLocation();
  const filtered = page.filters.q !== "" || page.filters.year !== null;
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{page.heading}</h1>
        <p className={s.lead}>Every champion, year by year: the title year is the year it was decided.</p>
      </header>
      <div className={f.filterRow}>
        <ChampionsFilterBar filters={page.filters} years={page.years} />
        {page.page.total === 0 ? null : (
          <ChampionsToolbar total={page.page.total} filtered={filtered} search={location.search} />
        )}
      </div>
      {page.total === 0 ? (
        <EmptyState title="No championship history available" icon="trophy" />
      ) : (
        <ChampionsResults page={page} search={location.search} />
      )}
    </Container>
  );
}

/**
 * The four summary figures, then the page of titles: with titles to show, the figures share the line
 * above the table with the table's CSV and link (the count and the CSV of them all sit beside the filters).
 */
function ChampionsResults({ page, search }: { page: ChampionsPage; search: string }) {
  const summary = (
    <SummaryTiles
      id="champions-summary"
      label="Summary"
      items={[
        { label: "Total Championships", value: page.summary.totalChampionships },
        { label: "Unique Teams", value: page.summary.uniqueTeams },
        { label: "Years Tracked", value: page.summary.yearsTracked },
        { label: "Winning Coaches", value: page.summary.winningCoaches },
      ]}
    />
  );
  if (page.page.total === 0) {
    return (
      <>
        {summary}
        <EmptyState
          title="No champions found matching your search"
          message="Try adjusting your search or filters"
        />
      </>
    );
  }
  return <ChampionsPageRows page={page} search={search} heading={summary} />;
}

/** How many champions match, and the CSV of them all (every page, no row opened). */
function ChampionsToolbar({ total, filtered, search }: { total: number; filtered: boolean; search: string }) {
  return (
    <div className={s.toolbar}>
      <p className={s.count} role="status">
        {formatCount(total)} {total === 1 ? "champion" : "champions"}
        {filtered ? " match" : ""}
      </p>
      <CsvButton to={`/champions.csv${withParams(search, { open: null, page: null })}`} />
    </div>
  );
}

/** This page of titles (skeleton rows while the next search loads) and the pager. */
function ChampionsPageRows({
  page,
  search,
  heading,
}: {
  page: ChampionsPage;
  search: string;
  heading: ReactNode;
}) {
  const pending = usePendingSearch();
  const open = new URLSearchParams(search).get("open");
  return (
    <>
      {pending ? (
        <>
          {heading}
          <SkeletonRows count={12} />
        </>
      ) : (
        <ChampionsTable
          heading={heading}
          rows={page.rows}
          open={open}
          sort={page.sort}
          defaultSort={DEFAULT_CHAMPION_SORT}
          byChampionship={page.byChampionship}
        />
      )}
      <Pager info={page.page} label="Champions pages" noun="champions" />
    </>
  );
}
