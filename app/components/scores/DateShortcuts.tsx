import { useLocation } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/primitives";
import { shiftRange, type DateRange } from "~/lib/scores";
import { withParams } from "~/lib/search-params";
import * as s from "./scores.css";

interface Props {
  range: DateRange;
  /** How far Previous and Next move, and what that is called (day, week). */
  step: { days: number; unit: string };
  today: string;
  week: DateRange;
  mine: boolean;
}

/** The scores page's date shortcuts: previous and next range, today, this week, and "My teams". */
export function DateShortcuts({ range, step, today, week, mine }: Props) {
  const location = useLocation();
  const linkTo = (start: string, end: string) => withParams(location.search, { start, end, page: null });
  const earlier = shiftRange(range, -step.days);
  const later = shiftRange(range, step.days);
  return (
    <nav className={s.quick} aria-label="Date shortcuts">
      <ButtonLink
        to={linkTo(earlier.start, earlier.end)}
        size="sm"
        tone="outline"
        rel="prev"
        preventScrollReset
      >
        <span aria-hidden="true">‹</span> Previous {step.unit}
      </ButtonLink>
      <ButtonLink to={linkTo(later.start, later.end)} size="sm" tone="outline" rel="next" preventScrollReset>
        Next {step.unit} <span aria-hidden="true">›</span>
      </ButtonLink>
      <ButtonLink
        to={linkTo(today, today)}
        size="sm"
        tone={range.start === today && range.end === today ? undefined : "outline"}
      >
        Today
      </ButtonLink>
      <ButtonLink
        to={linkTo(week.start, week.end)}
        size="sm"
        tone={range.start === week.start && range.end === week.end ? undefined : "outline"}
      >
        This Week
      </ButtonLink>
      <ButtonLink
        to={withParams(location.search, { mine: mine ? null : "1", page: null })}
        size="sm"
        tone={mine ? undefined : "outline"}
      >
        My teams
      </ButtonLink>
    </nav>
  );
}
