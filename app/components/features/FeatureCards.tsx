/** The features page's cards: one a feature, one a plan. */
import { Link } from "@remix-run/react";
import { Icon } from "~/components/ui/Icon";
import { Badge } from "~/components/ui/primitives";
import { button } from "~/components/ui/ui.css";
import type { Feature, Plan } from "~/lib/features";
import * as s from "./features.css";

export function FeatureCard({ feature: f }: { feature: Feature }) {
  return (
    <li className={s.card} data-feature={f.key}>
      <div className={s.cardHead}>
        <Icon name={f.icon} size={28} />
        {f.comingSoon ? <Badge tone="warning">Coming Soon</Badge> : null}
      </div>
      <h3 className={s.cardTitle}>{f.href ? <Link to={f.href}>{f.title}</Link> : f.title}</h3>
      <p className={s.cardText}>{f.description}</p>
    </li>
  );
}

/** A plan: name, price, what it includes, and its call to action (the free plan starts on the home page). */
export function PlanCard({ plan: p, ctaHref }: { plan: Plan; ctaHref: string }) {
  return (
    <li className={p.mostPopular ? s.planPopular : s.plan} data-plan={p.key}>
      <div className={s.cardHead}>
        <h3 className={s.cardTitle}>{p.name}</h3>
        {p.mostPopular ? <Badge tone="primary">Most Popular</Badge> : null}
      </div>
      <p className={s.price}>
        {p.price}
        {p.period ? <span className={s.period}>{p.period}</span> : null}
      </p>
      <ul className={s.planList}>
        {p.features.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {p.key === "free" ? (
        <Link className={button({ tone: "outline" })} to={ctaHref}>
          {p.cta}
        </Link>
      ) : (
        <a className={button({ tone: p.mostPopular ? "primary" : "outline" })} href={ctaHref}>
          {p.cta}
        </a>
      )}
    </li>
  );
}
