import { Form, useLocation } from "@remix-run/react";
import * as s from "./preferences.css";

/**
 * A preference as one form of buttons (`mode` = the pressed one) that posts to `action` and comes
 * back to this page, so it works without JavaScript; the server then renders the page with it.
 */
export function ChoiceForm<M extends string>({
  action,
  label,
  choices,
  current,
}: {
  action: string;
  label: string;
  choices: readonly { mode: M; label: string }[];
  current: M;
}) {
  const location = useLocation();
  const labelId = `${action.slice(1)}-choice-label`;
  return (
    <Form method="post" action={action} preventScrollReset className={s.themeForm} aria-labelledby={labelId}>
      <span id={labelId} className={s.themeLabel}>
        {label}
      </span>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <span className={s.themeButtons}>
        {choices.map((c) => (
          <button
            key={c.mode}
            type="submit"
            name="mode"
            value={c.mode}
            aria-pressed={current === c.mode}
            className={s.themeButton}
          >
            {c.label}
          </button>
        ))}
      </span>
    </Form>
  );
}
