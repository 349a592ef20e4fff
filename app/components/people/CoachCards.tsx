import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/primitives";
import { OpenToggleLink } from "~/components/ui/OpenToggleLink";
import { UrlCollapsible, UrlCollapsibleContent } from "~/components/ui/Collapsible";
import type { CoachCardData } from "~/lib/people-view";
import { useCsvRow } from "~/components/ui/CardTable";
import { COACH_CSV } from "~/lib/card-csv-columns";
import { Facts } from "./DetailParts";
import * as s from "./people.css";

const STATUS_TONE = { active: "success", interim: "warning", fired: "danger", inactive: "neutral" } as const;

/** Coach cards with every field of the spec, and 'Show More Details' (one card open at a time). */
export function CoachCards({ coaches, open }: { coaches: readonly CoachCardData[]; open: string | null }) {
  const csvRow = useCsvRow(COACH_CSV);
  return (
    <ul className={s.cards} aria-label="Coaches">
      {coaches.map((c) => {
        const isOpen = open === c.key;
        const panel = `details-${c.key}`;
        return (
          <UrlCollapsible key={c.key} open={isOpen} asChild>
            <li className={s.card} id={`coach-${c.key}`} {...csvRow(c)}>
              <CoachSummary c={c} />
              <OpenToggleLink
                id={c.key}
                open={isOpen}
                controls={panel}
                anchor={`coach-${c.key}`}
                className={s.more}
              >
                {isOpen ? "Show Less Details" : "Show More Details"}
              </OpenToggleLink>
              <UrlCollapsibleContent id={panel} className={s.details}>
                <CoachDetails c={c} />
              </UrlCollapsibleContent>
            </li>
          </UrlCollapsible>
        );
      })}
    </ul>
  );
}

/** What a closed card shows: badges, title, name, team, the key figures and specialties. */
function CoachSummary({ c }: { c: CoachCardData }) {
  return (
    <>
      <div className={s.badges}>
        {c.sport ? <Badge tone="neutral">{c.sport}</Badge> : null}
        <Badge tone={STATUS_TONE[c.status]}>{c.statusText}</Badge>
      </div>
      <p className={s.sub}>{c.title}</p>
      <Link to={c.href} className={s.name}>
        {c.name}
      </Link>
      {c.teamName ? (
        <p className={s.sub}>
          <abbr title={c.teamName}>{c.teamAbbreviation}</abbr> · {c.teamName}
        </p>
      ) : null}
      <Facts
        items={[
          ["Age", c.age],
          ["Years Coaching", c.years],
          ["Championships", c.championships],
          ["Win %", c.winPct],
          [c.recordLabel, c.record],
        ]}
      />
      {c.specialties.shown.length ? (
        <div className={s.badges}>
          {c.specialties.shown.map((x) => (
            <Badge key={x} tone="primary">
              {x}
            </Badge>
          ))}
          {c.specialties.more ? <span>...</span> : null}
        </div>
      ) : null}
    </>
  );
}

/** The regular-season label says which seasons the record covers when it is not the whole career. */
function regularSeasonLabel(recordLabel: string): string {
  return recordLabel === "Career Record"
    ? "Regular Season"
    : `Regular Season (${recordLabel.replace(/^Record ?/, "") || "seasons the data holds"})`;
}

/** 'Show More Details': background, playing career, record, specialties, awards, philosophy. */
function CoachDetails({ c }: { c: CoachCardData }) {
  return (
    <>
      <section>
        <h3 className={s.detailsTitle}>Background</h3>
        <Facts
          items={[
            ["Birthplace", c.background.birthplace],
            ["College", c.background.college],
            ["Years with Team", c.background.yearsWithTeam],
            ["Hire Date", c.background.hireDate],
          ]}
        />
      </section>
      {c.playing ? (
        <section>
          <h3 className={s.detailsTitle}>Playing Career</h3>
          <Facts
            items={[
              ["Sport", c.playing.sport],
              ["Position", c.playing.position],
              ["Years Played", c.playing.years],
            ]}
          />
        </section>
      ) : null}
      <section>
        <h3 className={s.detailsTitle}>Coaching Record</h3>
        <Facts
          items={[
            [regularSeasonLabel(c.recordLabel), c.coaching.regular],
            ["Playoff Appearances", c.coaching.playoffAppearances],
            ["Playoff Record", c.coaching.playoffRecord],
          ]}
        />
      </section>
      {c.specialties.shown.length ? (
        <section>
          <h3 className={s.detailsTitle}>Specialties</h3>
          <p className={s.awards}>{[...c.specialties.shown].join(", ")}</p>
        </section>
      ) : null}
      <section>
        <h3 className={s.detailsTitle}>Awards &amp; Honors</h3>
        {c.awards.length ? (
          <p className={s.awards}>{c.awards.join(" · ")}</p>
        ) : (
          <p className={s.awards}>None recorded</p>
        )}
      </section>
      {c.philosophy ? (
        <section>
          <h3 className={s.detailsTitle}>Coaching Philosophy</h3>
          <blockquote className={s.awards}>&ldquo;{c.philosophy}&rdquo;</blockquote>
        </section>
      ) : null}
    </>
  );
}
