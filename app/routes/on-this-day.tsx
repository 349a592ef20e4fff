import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { monthDayText, parseMonthDay } from "@domain/on-this-day";
import { OnThisDayLists } from "~/components/explore/OnThisDay";
import * as s from "~/components/explore/explore.css";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData, pageFailure } from "~/lib/route-kit.server";
import { pageTitle } from "~/site/meta";
import { easternToday } from "@domain/clock";

/** `?date=MM-DD`: absent means today (the product's clock); anything else must be a real calendar day. */
const searchSchema = z.object({
  date: z
    .string()
    .optional()
    .refine((v) => v === undefined || parseMonthDay(v.trim()) !== null),
});

/** The spec's wording for a bad date. */
const BAD_DATE = "Date input not valid.";

function shift(date: string, days: number): string {
  const d = new Date(`2000-${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(5, 10);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("date") ?? undefined;
  const parsed = searchSchema.safeParse({ date: raw === "" ? undefined : raw });
  if (!parsed.success)
    throw data({ message: BAD_DATE }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const date = parsed.data.date?.trim() ?? easternToday().slice(5);
  const day = await context.api.getOnThisDay(date).catch((error) => pageFailure(error, "on-this-day"));
  return pageData({ day, today: easternToday().slice(5) }, "directory");
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data ? `On this day: ${monthDayText(data.day.date)}` : "On this day");
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to Load Data" });

export default function OnThisDayPage() {
  const { day, today } = useLoaderData<typeof loader>();
  return (
    <Container className={s.page}>
      <header>
        <h1 className={s.title}>On this day: {monthDayText(day.date)}</h1>
        <p className={s.lead}>
          Titles decided, title games and record scores, and notable players born on {monthDayText(day.date)},
          across every year the database holds.
        </p>
      </header>
      <nav aria-label="Other dates" className={s.form}>
        <Link to={`/on-this-day?date=${shift(day.date, -1)}`}>‹ {monthDayText(shift(day.date, -1))}</Link>
        {day.date !== today ? <Link to={`/on-this-day?date=${today}`}>Today</Link> : null}
        <Link to={`/on-this-day?date=${shift(day.date, 1)}`}>{monthDayText(shift(day.date, 1))} ›</Link>
      </nav>
      <form method="get" className={s.form} aria-label="Choose a date">
        <label>
          Date (MM-DD)
          <input name="date" defaultValue={day.date} inputMode="numeric" pattern="\d{2}-\d{2}" size={6} />
        </label>
        <button type="submit" className={s.button}>
          Show
        </button>
      </form>
      <OnThisDayLists data={day} headingLevel={2} tables />
    </Container>
  );
}
