import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import type { SiteConfig } from "~/site/sites";
import { Container } from "~/components/ui/primitives";
import { FOOTER_LINKS, LEGAL_LINKS, linksFor } from "./nav-items";
import { Icon } from "~/components/ui/Icon";
import * as s from "./shell.css";
import { ThemeChoice } from "~/components/preferences/ThemeChoice";
import { SpoilerChoice } from "~/components/preferences/SpoilerChoice";
import type { ColorMode } from "~/site/preferences.server";

export interface FooterProps {
  site: SiteConfig;
  contactEmail: string;
  location: string;
  year: number;
  siblingSites: { label: string; url: string }[];
  colorMode?: ColorMode;
  /** Spoiler-safe mode is on (scores and results hidden until revealed). */
  spoilerSafe?: boolean;
}

// The spec lists social icons with no real targets: they are shown, not linked.
const SOCIAL = [
  { label: "X (Twitter)", path: "M4 4l16 16M20 4L4 20" },
  { label: "Facebook", path: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v5h4v-5h3l1-4h-4V8z" },
  {
    label: "Instagram",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
  },
  {
    label: "YouTube",
    path: "M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9v6l5-3z",
  },
];

export function Footer({
  site,
  contactEmail,
  location,
  year,
  siblingSites,
  colorMode = "system",
  spoilerSafe = false,
}: FooterProps) {
  return (
    <footer className={s.footer}>
      <Container>
        <div className={s.footerGrid}>
          <FooterAbout site={site} contactEmail={contactEmail} location={location} />
          <FooterLinks id="footer-explore" title="Explore" links={linksFor(FOOTER_LINKS, site.withoutData)} />
          <FooterLinks id="footer-legal" title="Legal" links={LEGAL_LINKS} />
          <FooterNav id="footer-network" title="Football Network">
            {siblingSites.map((sibling) => (
              <li key={sibling.url}>
                <a href={sibling.url} target="_blank" rel="noopener noreferrer">
                  {sibling.label}
                </a>
              </li>
            ))}
          </FooterNav>
        </div>
        <ThemeChoice mode={colorMode} />
        <SpoilerChoice on={spoilerSafe} />
        <div className={s.footerBottom}>
          <span>
            © {year} {site.name}. All rights reserved.
          </span>
          <span>
            Independent fan site; not affiliated with any league or association. Includes data from the Lahman
            Baseball Database (CC BY-SA 3.0), Retrosheet, the Hockey Databank, nflverse and FiveThirtyEight:{" "}
            <Link to="/terms#data-sources">data sources and licences</Link>.
          </span>
        </div>
      </Container>
    </footer>
  );
}

/** The site's name and description, the contact address and place, and the social icons. */
function FooterAbout({
  site,
  contactEmail,
  location,
}: Pick<FooterProps, "site" | "contactEmail" | "location">) {
  return (
    // Named apart from its heading: on the hub the site's name is also a page section's
    // ("Championship History"), and two regions must not share a name.
    <section aria-label={`About ${site.name}`}>
      <h2 id="footer-about" className={s.footerHeading}>
        <span style={{ display: "inline-flex", gap: "0.5rem", alignItems: "center" }}>
          <Icon name="trophy" size={18} /> {site.name}
        </span>
      </h2>
      <p>{site.description}</p>
      <p>
        Contact: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
      <p>{location}</p>
      <ul className={s.socialList} aria-label="Social media">
        {SOCIAL.map((item) => (
          <li key={item.label}>
            <span className={s.socialIcon} role="img" aria-label={item.label}>
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d={item.path} />
              </svg>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A titled list of footer links; the heading names the navigation for screen readers. */
function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={s.footerHeading}>
        {title}
      </h2>
      <ul className={s.footerList}>{children}</ul>
    </nav>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <FooterNav id={id} title={title}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} viewTransition>
            {link.label}
          </Link>
        </li>
      ))}
    </FooterNav>
  );
}
