import { Link } from "@remix-run/react";
import type { SportContext } from "~/site/context";
import { ButtonLink, Container, Grid, SectionHeading, VisuallyHidden } from "~/components/ui/primitives";
import { cardLink, section } from "~/components/ui/ui.css";
import { Icon, type IconName } from "~/components/ui/Icon";
import type { HeroClaim } from "~/lib/home-claims";
import * as s from "./home.css";

/** The hero; `claims` are the site's real figures (app/lib/home-claims.ts), none when unknown. */
export function Hero({
  context,
  lead,
  claims,
}: {
  context: SportContext;
  lead: string;
  claims: readonly HeroClaim[];
}) {
  return (
    <section className={s.hero} aria-labelledby="hero-title">
      <Container>
        <span className={s.heroEyebrow}>{context.name}</span>
        <h1 id="hero-title" className={s.heroTitle}>
          {context.heroHeadline}
        </h1>
        <p className={s.heroLead}>{lead}</p>
        <div className={s.heroActions}>
          <ButtonLink to="/championships" tone="light">
            EXPLORE CHAMPIONSHIPS
          </ButtonLink>
          <ButtonLink to="/champions" tone="ghostOnDark">
            START NOW
          </ButtonLink>
        </div>
        {claims.length > 0 ? (
          <ul className={s.claims} aria-label="At a glance">
            {claims.map((c) => (
              <li key={c.label} className={s.claim}>
                <span className={s.claimValue}>{c.value}</span>{" "}
                <span className={s.claimLabel}>{c.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}

interface CardItem {
  to: string;
  title: string;
  text: string;
  icon: IconName;
}

function LinkCards({ items }: { items: readonly CardItem[] }) {
  return (
    <Grid as="ul" columns={3}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} viewTransition className={cardLink}>
            <span className={s.featureIcon} aria-hidden="true">
              <Icon name={item.icon} size={26} />
            </span>
            <h3 className={s.cardTitle}>{item.title}</h3>
            <p>{item.text}</p>
            <span className={s.cardMore} aria-hidden="true">
              Learn more →
            </span>
          </Link>
        </li>
      ))}
    </Grid>
  );
}

export const FEATURES: readonly CardItem[] = [
  {
    to: "/analytics",
    title: "Advanced Analytics",
    text: "Trends, dynasties and head-to-head records drawn from decades of results.",
    icon: "chart",
  },
  {
    to: "/data-quality",
    title: "Optimized for Accuracy",
    text: "Every champion checked against open historical datasets before it is published.",
    icon: "check",
  },
  {
    to: "/features",
    title: "Built to Scale",
    text: "Nine sites, four sports, pro and college, served fast from one platform.",
    icon: "rocket",
  },
];

export const SPORT_CARDS: readonly CardItem[] = [
  {
    to: "/champions",
    title: "All-Time Records",
    text: "Every champion, runner-up and final score, year by year.",
    icon: "trophy",
  },
  {
    to: "/standings",
    title: "Statistical Analysis",
    text: "Standings, records and streaks, season by season.",
    icon: "trending",
  },
  {
    to: "/seasons",
    title: "Season Archives",
    text: "Browse every season and its champion.",
    icon: "archive",
  },
];

export function FeatureSection() {
  return (
    <section className={section} aria-labelledby="features-title">
      <Container>
        <SectionHeading id="features-title" eyebrow="Why fans use us" title="Built for fans and analysts" />
        <LinkCards items={FEATURES} />
      </Container>
    </section>
  );
}

/** The sport-context section: the site's heading, plus three cards when the site is sport-specific. */
export function SportSection({
  context,
  children,
  withoutData = [],
}: {
  context: SportContext;
  children?: React.ReactNode;
  /** Sections the site has no data for: no card leads there. */
  withoutData?: readonly string[];
}) {
  return (
    <section className={`${section} ${s.firstSection}`} aria-labelledby="sport-heading">
      <Container>
        <SectionHeading id="sport-heading" eyebrow={context.name} title={context.heading} />
        {children}
        {context.isSportSpecific ? (
          <LinkCards items={SPORT_CARDS.filter((card) => !withoutData.includes(card.to))} />
        ) : null}
      </Container>
    </section>
  );
}

export function NetworkSection({
  sites,
  currentKey,
}: {
  sites: { key: string; name: string; url: string }[];
  currentKey: string;
}) {
  return (
    <section className={section} aria-labelledby="network-title">
      <Container>
        <SectionHeading
          id="network-title"
          eyebrow="Our network"
          title="Explore our sister sites"
          description="Professional and college football, basketball, baseball and hockey, each with its own history."
        />
        <ul className={s.networkList}>
          {sites
            .filter((site) => site.key !== currentKey)
            .map((site) => (
              <li key={site.key}>
                <a href={site.url} target="_blank" rel="noopener" className={cardLink}>
                  <span>{site.name}</span>
                  <span aria-hidden="true">↗</span>
                  <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
        </ul>
      </Container>
    </section>
  );
}

export function CallToAction() {
  return (
    <section className={section} aria-labelledby="cta-title">
      <Container>
        <div className={s.cta}>
          <h2 id="cta-title">Ready to relive every title run?</h2>
          <p>Start with the championships, then dig into the numbers behind them.</p>
          <div className={s.ctaActions}>
            <ButtonLink to="/championships">EXPLORE CHAMPIONSHIPS</ButtonLink>
            <ButtonLink to="/analytics" tone="outline">
              VIEW ANALYTICS
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
