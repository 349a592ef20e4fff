/**
 * The /features page: its category tabs, the six feature cards and the three plans, as the spec
 * lists them (AI Predictions and Mobile Experience are 'Coming Soon'; Free $0 forever, Pro $9.99
 * per month and most popular, Enterprise custom). Pure data and the tab counts.
 */

export const FEATURE_TABS = [
  { value: "all", label: "All" },
  { value: "analytics", label: "Analytics" },
  { value: "data", label: "Data" },
  { value: "tracking", label: "Tracking" },
  { value: "teams", label: "Teams" },
] as const;

export type FeatureTab = (typeof FEATURE_TABS)[number]["value"];
export type FeatureCategory = Exclude<FeatureTab, "all">;
export const FEATURE_TAB_VALUES = FEATURE_TABS.map((t) => t.value);

export interface Feature {
  key: string;
  title: string;
  category: FeatureCategory;
  description: string;
  /** Where the feature lives; null while it is coming soon. */
  href: string | null;
  comingSoon: boolean;
  icon: "chart" | "check" | "trending" | "stadium" | "rocket" | "archive";
}

export const FEATURES: readonly Feature[] = [
  {
    key: "advanced-analytics",
    title: "Advanced Analytics",
    category: "analytics",
    description:
      "Records, streaks, home-win rates, scoring trends and title counts computed from every game and title in the database, for any timeframe.",
    href: "/analytics",
    comingSoon: false,
    icon: "chart",
  },
  {
    key: "data-quality",
    title: "Measured Data Quality",
    category: "data",
    description:
      "Every database build measures its own completeness, accuracy against independent sources, freshness and consistency.",
    href: "/data-quality",
    comingSoon: false,
    icon: "check",
  },
  {
    key: "live-scores",
    title: "Scores and Results",
    category: "tracking",
    description: "Results by date and sport, with live games refreshed while they are on.",
    href: "/scores",
    comingSoon: false,
    icon: "trending",
  },
  {
    key: "team-histories",
    title: "Team Histories",
    category: "teams",
    description: "Every franchise and program under the names it played with, its titles and its seasons.",
    href: "/teams",
    comingSoon: false,
    icon: "stadium",
  },
  {
    key: "ai-predictions",
    title: "AI Predictions",
    category: "analytics",
    description: "Forecasts of games and title races from the historical record.",
    href: null,
    comingSoon: true,
    icon: "rocket",
  },
  {
    key: "mobile-experience",
    title: "Mobile Experience",
    category: "tracking",
    description: "An app for following scores and standings on the go.",
    href: null,
    comingSoon: true,
    icon: "archive",
  },
];

/** Features of a tab ('all' = every feature). */
export function featuresOf(tab: FeatureTab): Feature[] {
  return tab === "all" ? [...FEATURES] : FEATURES.filter((f) => f.category === tab);
}

/** The tabs with their counts. */
export function featureTabs(): { value: FeatureTab; label: string; count: number }[] {
  return FEATURE_TABS.map((t) => ({ value: t.value, label: t.label, count: featuresOf(t.value).length }));
}

export interface Plan {
  key: string;
  name: string;
  price: string;
  period: string;
  mostPopular: boolean;
  cta: string;
  features: string[];
}

export const PLANS: readonly Plan[] = [
  {
    key: "free",
    name: "Free",
    price: "$0",
    period: "forever",
    mostPopular: false,
    cta: "Get Started",
    features: [
      "Every champion, team, season and standing",
      "Scores and results",
      "Analytics and data quality",
    ],
  },
  {
    key: "pro",
    name: "Pro",
    price: "$9.99",
    period: "per month",
    mostPopular: true,
    cta: "Start Free Trial",
    features: ["Everything in Free", "CSV exports of every table", "AI Predictions when they launch"],
  },
  {
    key: "enterprise",
    name: "Enterprise",
    price: "Custom",
    period: "",
    mostPopular: false,
    cta: "Contact Sales",
    features: ["Everything in Pro", "Data feeds for your products", "Support agreement"],
  },
];
