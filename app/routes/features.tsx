import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as s from "~/components/features/features.css";
import { FeatureCard, PlanCard } from "~/components/features/FeatureCards";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { UrlTabs } from "~/components/ui/Tabs";
import { FEATURE_TAB_VALUES, PLANS, featureTabs, featuresOf } from "~/lib/features";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { param } from "~/lib/route-kit";
import { pageData, parseRouteSearch } from "~/lib/route-kit.server";
import { describedPage } from "~/site/meta";

const featureParams = { tab: param.oneOf(FEATURE_TAB_VALUES, "all") };

export function loader({ request, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, featureParams);
  return pageData({ tab: values.tab, email: context.settings.contactEmail }, "release");
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta = describedPage(
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
            <PlanCard key={p.key} plan={p} ctaHref={ctaHref[p.key]} />
          ))}
        </ul>
      </section>
    </Container>
  );
}
