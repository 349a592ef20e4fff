import { Link } from "@remix-run/react";
import { playerHref } from "~/lib/links";

/** A player's name in the MLB box score and game log, linked to the player where we know the player. */
export function PlayerName({ name, slug }: { name: string; slug: string | null }) {
  const href = slug ? playerHref(slug) : null;
  return href ? <Link to={href}>{name}</Link> : <>{name}</>;
}
