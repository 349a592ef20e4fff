import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as s from "~/components/features/features.css";
import { Icon } from "~/components/ui/Icon";
import { Badge, Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { UrlTabs } from "~/components/ui/Tabs";
import { button } from "~/components/ui/ui.css";
import { FEATURE_TAB_VALUES, PLANS, featureTabs, featuresOf, type Feature } from "~/lib/features";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { param } from "~/lib/route-kit";
import { pageData, parseRouteSearch } from "~/lib/route-kit.server";
import { pageMeta } from "~/site/meta";

const featureParams = { tab: param.oneOf(FEATURE_TAB_VALUES, "all") };

export function loader({ request, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, featureParams);
  return pageData({ tab: values.tab, email: context.settings.contactEmail }, "release");
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(
    matches,
    "Features",
    "What the championship history sites offer: analytics, measured data quality, scores and team histories, and the Free, Pro and Enterprise plans.",
  );

export const ErrorBoundary = routeErrorBoundary({});

export default function Features() {
  const { tab, email } = useLoaderData<typeof loader>();
  const features = featuresOf(tab);
  const mail = (subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;
  const ctaHref: Record<string, string> = {
    free: "/",
    pro: mail("Pro plan: free trial"),
    enterprise: mail("Enterprise plan"),
  };
  return (
    <Container className={s.page}>
      <header>
        <h1 className={s.pageTitle}>Features</h1>
        <p className={s.lead}>
          Championship history built on real data: every figure is computed from the database, and the
          database measures its own quality.
        </p>
      </header>
      <section aria-labelledby="features-heading">
        <h2 id="features-heading" className={s.sectionTitle}>
          Explore the features
        </h2>
        <UrlTabs tabs={featureTabs()} value={tab} defaultValue="all" label="Feature categories">
          <ul className={s.cards}>
            {features.map((f) => (
              <FeatureCard key={f.key} feature={f} />
            ))}
          </ul>
        </UrlTabs>
      </section>
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className={s.sectionTitle}>
          Plans
        </h2>
        <ul className={s.plans}>
          {PLANS.map((p) => (
            <li key={p.key} className={p.mostPopular ? s.planPopular : s.plan} data-plan={p.key}>
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
                <Link className={button({ tone: "outline" })} to={ctaHref[p.key]}>
                  {p.cta}
                </Link>
              ) : (
                <a className={button({ tone: p.mostPopular ? "primary" : "outline" })} href={ctaHref[p.key]}>
                  {p.cta}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}

function FeatureCard({ feature: f }: { feature: Feature }) {
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
