import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { CallToAction, FeatureSection, Hero, NetworkSection, SportSection } from "~/components/home/HomeSections";
import { pageTitle } from "~/site/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches);

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  return (
    <>
      <Hero context={root.context} lead={root.site.description} />
      <SportSection context={root.context} />
      <FeatureSection />
      <NetworkSection sites={root.network} currentKey={root.site.key} />
      <CallToAction />
    </>
  );
}
