import { Form, useLocation } from "@remix-run/react";
import * as s from "./seasons.css";

/**
 * 'Set as Active Season': a POST form to /season (cookie, then back here with a toast), so it
 * works without JavaScript; the active season shows the 'Active Season' marker instead.
 */
export function SetActiveSeason({
  startYear,
  label,
  active,
}: {
  startYear: number;
  label: string;
  active: boolean;
}) {
  const location = useLocation();
  if (active) return <span className={s.activeMark}>Active Season</span>;
  return (
    <Form method="post" action="/season" replace>
      <input type="hidden" name="season" value={startYear} />
      <input type="hidden" name="label" value={label} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={s.setButton} aria-label={`Set as Active Season: ${label}`}>
        Set as Active Season
      </button>
    </Form>
  );
}
