import { useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Container } from "~/components/ui/primitives";
import { ErrorState, Spinner } from "~/components/ui/states";
import type { ChampionshipDetailPage } from "~/lib/championship-detail";
import { ChampionshipFactCards } from "./ChampionshipFactCards";
import { ChampionshipHeader } from "./ChampionshipHeader";
import { ChampionshipHighlights } from "./ChampionshipHighlights";
import { RecentChampions } from "./RecentChampions";
import * as s from "./championships.css";

/** /championships/{slug}: header, fact cards, highlights and the recent champions. */
export function ChampionshipDetail({ page }: { page: ChampionshipDetailPage }) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const pending = usePendingSearch();
  const location = useLocation();
  const switching =
    navigation.state === "loading" &&
    navigation.location?.pathname !== location.pathname &&
    navigation.location?.pathname.startsWith("/championships/");

  if (switching || pending) {
    return (
      <Container className={s.page}>
        <Spinner label="Loading championship details..." />
      </Container>
    );
  }
  return (
    <Container className={s.page}>
      <ChampionshipHeader facts={page.facts} sport={page.sport} level={page.level} />
      <ChampionshipFactCards facts={page.facts} />
      {page.partial ? (
        <ErrorState
          message="Some of this championship's history could not be loaded. Please try again."
          retryHref={location.pathname + location.search}
        />
      ) : null}
      <div className={s.stack}>
        <ChampionshipHighlights
          current={page.current}
          mostTitles={page.mostTitles}
          streak={page.streak}
          highest={page.highest}
        />
        <RecentChampions entries={page.recent} open={searchParams.get("open")} />
      </div>
    </Container>
  );
}
