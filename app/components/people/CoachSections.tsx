/** The coach page's collapsible sections: personal facts, career facts, coaching history and awards. */
import type { Coach } from "@domain/contract/types";
import { OpenSection } from "~/components/ui/Collapsible";
import { NameLink } from "~/components/ui/NameLink";
import { Badge } from "~/components/ui/primitives";
import { teamSeasonHref } from "~/lib/links";
import { coachExperience, formatRecord, formatWinPct, recordLabel, stintYears } from "~/lib/people";
import { Facts, personFacts } from "./DetailParts";
import * as s from "./people.css";

/** The title and specialization the header, the tiles and the career facts all show. */
export function coachRole(c: Pick<Coach, "title" | "position" | "specialization">) {
  return { title: c.title ?? c.position ?? "Coach", specialization: c.specialization ?? "General" };
}

export function CoachSections({ coach: c, name, open }: { coach: Coach; name: string; open: string | null }) {
  return (
    <div className={s.sections}>
      <OpenSection id="personal" title="Personal Information" open={open === "personal"} defaultOpen="career">
        <Facts items={personFacts(name, c)} />
      </OpenSection>
      <OpenSection id="career" title="Career Information" open={open === "career"} defaultOpen="career">
        <CareerFacts coach={c} />
      </OpenSection>
      <OpenSection id="history" title="Coaching History" open={open === "history"} defaultOpen="career">
        <CoachingHistory history={c.coaching_history} />
      </OpenSection>
      <OpenSection id="awards" title="Achievements & Awards" open={open === "awards"} defaultOpen="career">
        <CoachAwards awards={c.awards} />
      </OpenSection>
    </div>
  );
}

function CareerFacts({ coach: c }: { coach: Coach }) {
  const { title, specialization } = coachRole(c);
  const label = recordLabel(c);
  const r = c.career_record;
  return (
    <Facts
      items={[
        ["Title", title],
        ["Specialization", specialization],
        ["Years of Experience", coachExperience(c)],
        ["Coach Type", c.is_head_coach ? "Head Coach" : "Assistant Coach"],
        ["Previous Teams", c.previous_teams.map((t) => t.name).join(", ")],
        [label, formatRecord(r)],
        ["Win %", formatWinPct(r?.win_percentage)],
        [
          "Playoff Record",
          r && r.playoff_wins !== null && r.playoff_losses !== null
            ? `${r.playoff_wins}-${r.playoff_losses}`
            : null,
        ],
        ...(c.championships_won > 0
          ? ([["Championships Won", c.championships_won]] as [string, number][])
          : []),
      ]}
    />
  );
}

function CoachingHistory({ history }: { history: Coach["coaching_history"] }) {
  if (!history.length) return <p>No coaching history available.</p>;
  return (
    <ul className={s.history}>
      {history.map((h, i) => (
        <li key={`${h.team_name}-${h.start_year}-${i}`} className={s.historyItem}>
          <strong>
            {/* The team as it was when the stint began. */}
            <NameLink to={teamSeasonHref(h.team_slug, h.start_year)}>{h.team_name}</NameLink>
          </strong>
          <span>{stintYears(h)}</span>
          {h.title ? <span>{h.title}</span> : null}
          {h.is_active ? <Badge tone="success">Current</Badge> : null}
          {h.is_head_coach ? <Badge tone="neutral">Head Coach</Badge> : null}
        </li>
      ))}
    </ul>
  );
}

function CoachAwards({ awards }: { awards: Coach["awards"] }) {
  if (!awards.length) return <p>No awards recorded for this coach.</p>;
  return (
    <div className={s.badges}>
      {awards.map((a, i) => (
        <Badge key={`${a.name}-${i}`} tone="warning">
          {a.year ? `${a.name} (${a.year})` : a.name}
        </Badge>
      ))}
    </div>
  );
}
