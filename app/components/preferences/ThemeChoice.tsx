import { Form, useLocation } from "@remix-run/react";
import type { ColorMode } from "~/site/preferences.server";
import * as s from "./preferences.css";

const CHOICES: { mode: ColorMode; label: string }[] = [
  { mode: "light", label: "Light" },
  { mode: "dark", label: "Dark" },
  { mode: "system", label: "System" },
];

/**
 * Light / Dark / System: one form of three buttons that posts to /theme and comes back to this
 * page, so it works without JavaScript; the server then renders the chosen mode (no flash).
 */
export function ThemeChoice({ mode }: { mode: ColorMode }) {
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/theme"
      preventScrollReset
      className={s.themeForm}
      aria-labelledby="theme-choice-label"
    >
      <span id="theme-choice-label" className={s.themeLabel}>
        Theme
      </span>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <span className={s.themeButtons}>
        {CHOICES.map((c) => (
          <button
            key={c.mode}
            type="submit"
            name="mode"
            value={c.mode}
            aria-pressed={mode === c.mode}
            className={s.themeButton}
          >
            {c.label}
          </button>
        ))}
      </span>
    </Form>
  );
}
