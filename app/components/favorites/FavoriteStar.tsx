import { useFetcher, useLocation } from "@remix-run/react";
import * as s from "./favorites.css";

export interface FavoriteStarProps {
  slug: string;
  name: string;
  favorite: boolean;
  /** On a team card: the star sits in the card's corner, icon only. */
  compact?: boolean;
}

/**
 * Adds or removes a team from "Your teams": a form POST to /favorites that returns to this page
 * without JavaScript; with it, a fetcher (the star turns at once, the page stays where it is).
 */
export function FavoriteStar({ slug, name, favorite, compact = false }: FavoriteStarProps) {
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("intent");
  const on = pending ? pending === "add" : favorite;
  const label = on ? `Remove ${name} from your teams` : `Add ${name} to your teams`;
  return (
    <fetcher.Form
      method="post"
      action="/favorites"
      preventScrollReset
      className={compact ? `${s.starForm} ${s.cardStar}` : s.starForm}
    >
      <input type="hidden" name="team" value={slug} />
      <input type="hidden" name="intent" value={on ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={s.star}
        aria-pressed={on}
        aria-label={compact ? label : undefined}
        title={label}
      >
        <span className={s.starIcon} aria-hidden="true">
          {on ? "★" : "☆"}
        </span>
        {compact ? null : on ? "Your team" : "Add to your teams"}
      </button>
    </fetcher.Form>
  );
}
