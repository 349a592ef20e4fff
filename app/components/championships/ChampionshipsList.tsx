import { useNavigation } from "@remix-run/react";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { CardTable } from "~/components/ui/CardTable";
import { Container } from "~/components/ui/primitives";
import { CHAMPIONSHIP_CSV } from "~/lib/card-csv-columns";
import { EmptyState, SkeletonCards, Spinner } from "~/components/ui/states";
import { eyebrow } from "~/components/ui/ui.css";
import { formatYearsOfHistory } from "~/lib/championship-format";
import type { ChampionshipsPage } from "~/lib/championships";
import { ChampionshipCards } from "./ChampionshipCards";
import { ChampionshipFilterBar } from "./ChampionshipFilterBar";
import { SummaryTiles } from "./SummaryTiles";
import * as s from "./championships.css";

/** The /championships screen: season, search, sport and relevance filters, figures, one card each. */
export function ChampionshipsList({ view }: { view: ChampionshipsPage }) {
  const navigation = useNavigation();
  const pending = usePendingSearch();
  const openingDetail =
    navigation.state === "loading" && navigation.location?.pathname.startsWith("/championships/");
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <span className={eyebrow}>{view.contextName}</span>
        <h1 className={s.pageTitle}>Championships</h1>
        <p className={s.lead}>Every championship we track, with its history, records and champions.</p>
      </header>
      <ChampionshipFilterBar
        filters={view.filters}
        defaultSeason={view.defaultSeason}
        seasons={view.seasons}
        sports={view.sportOptions}
      />
      {openingDetail ? (
        <Spinner label="Loading championship details..." />
      ) : pending ? (
        <>
          <Spinner label="Loading championships..." />
          <SkeletonCards count={3} label="Loading championships" />
        </>
      ) : (
        <>
          <SummaryTiles
            id="championships-summary"
            label="Summary"
            items={[
              { label: "Total Championships", value: view.summary.totalChampionships },
              { label: "Sports Covered", value: view.summary.sportsCovered },
              { label: "Years of History", value: formatYearsOfHistory(view.summary.yearsOfHistory) },
            ]}
          />
          {view.championships.length === 0 ? (
            <EmptyState title="No Championships Found" message="Try adjusting your search or filters" />
          ) : (
            <section aria-labelledby="championship-list">
              <h2 id="championship-list" className={s.listHeading}>
                {view.championships.length}{" "}
                {view.championships.length === 1 ? "championship" : "championships"}
              </h2>
              <CardTable id="championships" caption="Championships" columns={CHAMPIONSHIP_CSV}>
                <ChampionshipCards championships={view.championships} />
              </CardTable>
            </section>
          )}
        </>
      )}
    </Container>
  );
}
