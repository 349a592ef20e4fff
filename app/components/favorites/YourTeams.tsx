import { Link } from "@remix-run/react";
import type { LinkedText, YourTeam } from "~/lib/favorites";
import { Container, SectionHeading } from "~/components/ui/primitives";
import { Reveal } from "~/components/ui/Reveal";
import { CalendarLink } from "./CalendarLink";
import { FavoriteStar } from "./FavoriteStar";
import * as s from "./favorites.css";

function Fact({
  label,
  value,
  none,
  result = false,
}: {
  label: string;
  value: LinkedText | null;
  none: string;
  /** A result: spoiler-safe mode hides it behind "Show result". */
  result?: boolean;
}) {
  const text = value ? value.href ? <Link to={value.href}>{value.text}</Link> : value.text : none;
  return (
    <>
      <dt>{label}</dt>
      <dd>{result && value ? <Reveal label="Show result">{text}</Reveal> : text}</dd>
    </>
  );
}

/** The home page's opening for a visitor with favourites: one card per team, each fact linking onward. */
export function YourTeams({ teams }: { teams: readonly YourTeam[] }) {
  if (!teams.length) return null;
  return (
    <section className={s.yourTeams} aria-labelledby="your-teams-title">
      <Container>
        <SectionHeading id="your-teams-title" title="Your teams" />
        <ul className={s.list}>
          {teams.map((t) => (
            <li key={t.slug} className={s.item}>
              <div className={s.itemHead}>
                <h3 className={s.teamName}>
                  <Link to={`/teams/${t.slug}`}>{t.name}</Link>
                </h3>
                <FavoriteStar slug={t.slug} name={t.name} favorite compact />
              </div>
              <dl className={s.facts}>
                <Fact label="Latest result" value={t.latest} none="No result in our data" result />
                <Fact label="Next game" value={t.next} none="None scheduled" />
                <Fact label="Standings" value={t.standing} none="Not in our standings" />
                <Fact label="Last title" value={t.lastTitle} none="No title in our data" />
              </dl>
              <CalendarLink slug={t.slug} name={t.name} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
