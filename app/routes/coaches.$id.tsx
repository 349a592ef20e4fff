import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { easternToday } from "@domain/clock";
import { CoachSeasonTable } from "~/components/people/CoachSeasonTable";
import { Breadcrumb } from "~/components/people/DetailParts";
import { CoachSections, coachRole } from "~/components/people/CoachSections";
import * as s from "~/components/people/people.css";
import { Container } from "~/components/ui/primitives";
import { detailNotFoundTexts } from "~/lib/route-kit";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { StatStrip } from "~/components/ui/StatStrip";
import { loaderCacheHeaders } from "~/lib/http-cache";
import {
  ageOrBorn,
  coachExperience,
  coachLastSeason,
  displayAge,
  formatRecord,
  recordLabel,
  statusText,
} from "~/lib/people";
import { sectionParams } from "~/lib/people-params";
import { personName } from "~/lib/people-view";
import { lookupFailure, pageData, parseRouteSearch, redirectToCanonical } from "~/lib/route-kit.server";
import { pageMeta, pageTitle } from "~/site/meta";
import { coachDescription } from "~/lib/share-text.server";
import { coachHref } from "~/lib/links";
import { citeAs } from "~/lib/citation";

const NOT_FOUND = detailNotFoundTexts("Coach", "/coaches", "Coaches");

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs((data: { coach: Parameters<typeof personName>[0] }) => personName(data.coach));

const SECTIONS = ["personal", "career", "history", "awards"] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, sectionParams(SECTIONS, "career"));
  if (!params.id?.trim()) throw data({ message: "Coach slug is required" }, { status: 400 });
  const id = params.id;
  const coach = await context.api
    .getCoach(id)
    .catch((error) => lookupFailure(error, "coach", { request, context, kind: "coach", id }));
  redirectToCanonical(request, coachHref(coach.slug ?? coach.id));
  return pageData(
    { coach, description: coachDescription(coach), open: values.open, today: easternToday() },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data ? pageMeta(matches, personName(data.coach), data.description) : pageTitle(matches, NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
  errorTitle: NOT_FOUND.title,
  errorMessage: NOT_FOUND.message,
});

export default function CoachDetail() {
  const { coach: c, open, today } = useLoaderData<typeof loader>();
  const name = personName(c);
  const age = displayAge(c.person, today, coachLastSeason(c, today));
  const { title, specialization } = coachRole(c);
  const label = recordLabel(c);
  const r = c.career_record;
  const sport = c.sport?.slug ?? null;
  // A current team only from a current source, and never for someone known to have died.
  const team = c.person.death_year === null ? c.current_team : null;
  const experience = coachExperience(c);
  return (
    <Container className={s.page}>
      <Breadcrumb to="/coaches" label="All Coaches" current={name} />
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{name}</h1>
        <p className={s.sub}>
          {[team?.name, title, specialization, ageOrBorn(age, c.person)].filter(Boolean).join(" · ")}
        </p>
        {!c.record_is_career && r ? (
          <p className={s.note}>
            {label}: the data {c.record_source ? `(${c.record_source}) ` : ""}does not cover the whole career,
            so this is not presented as a career record.
          </p>
        ) : null}
      </header>
      <StatStrip
        id="coach-tiles"
        label="Coach figures"
        items={[
          { label: "Years Experience", value: experience ?? "N/A", text: !c.experience_is_career },
          { label: "Coach Type", value: c.is_head_coach ? "Head" : "Assistant", text: true },
          { label, value: formatRecord(r) ?? "N/A", text: true },
          { label: "Status", value: statusText(c.is_active, coachLastSeason(c, today), sport), text: true },
        ]}
      />
      <CoachSections coach={c} name={name} open={open} />
      {c.seasons.length ? <CoachSeasonTable seasons={c.seasons} sport={sport} /> : null}
    </Container>
  );
}
