import { Form, useLocation } from "@remix-run/react";
import * as s from "./preferences.css";

const CHOICES = [
  { mode: "on", label: "On" },
  { mode: "off", label: "Off" },
] as const;

/**
 * Spoiler-safe mode On / Off, beside the theme choice: one form of two buttons that posts to
 * /spoilers and comes back to this page, so it works without JavaScript. With it on, score, game
 * and team pages hide scores and results until each is revealed (app/components/ui/Reveal.tsx).
 */
export function SpoilerChoice({ on }: { on: boolean }) {
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/spoilers"
      preventScrollReset
      className={s.themeForm}
      aria-labelledby="spoiler-choice-label"
    >
      <span id="spoiler-choice-label" className={s.themeLabel}>
        Spoiler-safe mode
      </span>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <span className={s.themeButtons}>
        {CHOICES.map((c) => (
          <button
            key={c.mode}
            type="submit"
            name="mode"
            value={c.mode}
            aria-pressed={on === (c.mode === "on")}
            className={s.themeButton}
          >
            {c.label}
          </button>
        ))}
      </span>
    </Form>
  );
}
