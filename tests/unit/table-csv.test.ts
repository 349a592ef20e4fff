import { describe, expect, it } from "vitest";
import { pagePathOf, pageUrlOf, tableCsvFilename, tableFromHtml } from "../../server/table-csv";
import {
  csvHeaderOf,
  csvLeadOf,
  csvRowOf,
  pagedCsvTitle,
  tableCsvHref,
  tableIdOf,
  type CsvColumn,
} from "../../app/lib/table-csv";
import { TEAM_CSV } from "../../app/lib/card-csv-columns";

/** An attribute value as React writes it (quotes and ampersands escaped). */
const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

const HTML = `<main><p>before</p>
<div class="x" role="region" id="table-al-east" data-table-id="al-east"><table><caption>AL East</caption>
<thead><tr><th scope="col"><a href="?sort=team">Team<span aria-hidden="true">▲</span></a></th><th><abbr title="Win %">Pct</abbr></th></tr></thead>
<tbody><tr data-csv="skip"><th colspan="2">East Division</th></tr></tbody>
<tbody><tr><th scope="row"><a href="/teams/new-york-yankees">New York Yankees</a><a href="?open=1"><span aria-hidden="true">›</span><span class="vh" data-csv="skip">Splits: New York Yankees</span></a></th><td>.580</td></tr>
<tr data-csv="skip"><td colspan="2">details</td></tr></tbody>
<tbody><tr><th scope="row">Tom &amp; Jerry&#x27;s, &quot;B&quot;</th><td>—</td></tr></tbody>
</table></div></main>`;

describe("table CSV", () => {
  it("reads the table a page renders: full header titles, rows without controls, group headings or details", () => {
    expect(tableFromHtml(HTML, "al-east")).toEqual({
      header: ["Team", "Win %"],
      rows: [
        ["New York Yankees", ".580"],
        [`Tom & Jerry's, "B"`, "—"],
      ],
    });
    expect(tableFromHtml(HTML, "nl-east")).toBeNull();
  });

  it("names the file after the site, the page, the table and the page's filters", () => {
    const from = new URL("http://nba.localhost/standings?season=2023&conference=east&open=12");
    expect(tableCsvFilename("nba", from, "eastern-conference")).toBe(
      "nba-standings-eastern-conference-season-2023-conference-east.csv",
    );
    expect(
      tableCsvFilename(
        "hub",
        new URL("http://localhost/teams/boston-celtics"),
        "franchise-summary-by-season",
      ),
    ).toBe("hub-teams-boston-celtics-franchise-summary-by-season.csv");
  });

  it("links a table's CSV to the same page and query, and only to pages of this site", () => {
    expect(tableIdOf("Champions by title year")).toBe("champions-by-title-year");
    expect(tableCsvHref("/standings", "?season=2023&open=5", "al-east")).toBe(
      "/table.csv?from=%2Fstandings%3Fseason%3D2023&table=al-east",
    );
    expect(pagePathOf("/standings?season=2023")).toBe("/standings?season=2023");
    for (const bad of [
      "//evil.example/x",
      "https://evil.example/",
      "/table.csv?from=/",
      "/api/teams/teams/",
      // URL parsing drops a tab: this would read as //nba.localhost/standings, another site.
      "/\t/nba.localhost/standings",
      "/standings\n",
      "/\\nba.localhost/standings",
      // Resource routes hold no table (their own CSV, an image, a sitemap).
      "/leaders.csv?stat=hr",
      "/TABLE.CSV/",
      "/og/teams/boston-celtics.png",
      "/sitemap.xml",
      undefined,
    ])
      expect(pagePathOf(bad), JSON.stringify(bad)).toBeNull();
    expect(pagePathOf("/players?q=a.j.%20green")).toBe("/players?q=a.j.%20green");
    expect(pageUrlOf("/standings?season=2023", "http://nba.localhost:5199")?.href).toBe(
      "http://nba.localhost:5199/standings?season=2023",
    );
  });

  it("reads a card list: the wrapper's header, then each card's row in page order, cards of other lists left out", () => {
    const html = `<div id="table-teams" data-table-id="teams" data-csv-header="${attr(["Team", "Titles", "Last season"])}">
<ul><li class="c" data-csv-of="teams" data-csv-row="${attr(["Boston Celtics", 18, null])}"><a>Boston Celtics</a></li>
<li data-csv-of="former" data-csv-row="${attr(["Seattle SuperSonics", 1, 2007])}"></li>
<li data-csv-of="teams" data-csv-row="${attr(['Tom & Jerry "B"', 0])}"></li>
<li data-csv-of="teams" data-csv-row="not json"></li></ul></div>`;
    expect(tableFromHtml(html, "teams")).toEqual({
      header: ["Team", "Titles", "Last season"],
      rows: [
        ["Boston Celtics", "18", ""],
        ['Tom & Jerry "B"', "0", ""],
        // A card whose row cannot be read stays a row (the count matches the page), with empty fields.
        ["", "", ""],
      ],
    });
  });

  it("leads a table's rows with the grouping it shows as heading rows (standings: conference and division)", () => {
    const html = `<div data-table-id="nfl" data-csv-lead="${attr(["Conference", "Division"])}"><table>
<thead><tr><th>Team</th><th>W</th></tr></thead>
<tbody><tr data-csv="skip"><th colspan="2">AFC East</th></tr></tbody>
<tbody><tr data-csv-lead="${attr(["AFC", "AFC East"])}"><th>Buffalo Bills</th><td>13</td></tr></tbody>
<tbody><tr><th>No grouping</th><td>1</td></tr></tbody></table></div>`;
    expect(tableFromHtml(html, "nfl")).toEqual({
      header: ["Conference", "Division", "Team", "W"],
      rows: [
        ["AFC", "AFC East", "Buffalo Bills", "13"],
        ["", "", "No grouping", "1"],
      ],
    });
    expect(csvLeadOf(["AFC", null])).toEqual({ "data-csv-lead": '["AFC",null]' });
  });

  it("gives a card its row from the list's columns, and a paged list's link says it holds the page on screen", () => {
    const columns: CsvColumn<{ name: string; n?: number }>[] = [
      { label: "Name", value: (x) => x.name },
      { label: "N", value: (x) => x.n },
    ];
    expect(csvHeaderOf(columns)).toEqual(["Name", "N"]);
    expect(csvRowOf(columns, { name: "A" })).toEqual(["A", null]);
    const card = {
      slug: "boston-celtics",
      badge: "BOS",
      name: "Boston Celtics",
      place: "Boston, MA",
      grouping: "N/A",
      origin: { label: "Founded", value: "1946" },
      championships: 18,
      titlesLabel: "NBA titles",
      sport: "Basketball",
      lastSeason: null,
    };
    expect(csvRowOf(TEAM_CSV, card)).toEqual([
      "Boston Celtics",
      "Boston, MA",
      "Basketball",
      null,
      "1946",
      "Founded",
      18,
      "NBA titles",
      null,
      "/teams/boston-celtics",
    ]);
    expect(pagedCsvTitle("players", { from: 25, to: 48, total: 1234, pageCount: 52 }, true)).toBe(
      "CSV of the players on this page (25-48 of 1,234); each page has its own CSV, /downloads the whole table",
    );
    expect(pagedCsvTitle("coaches", { from: 1, to: 24, total: 418, pageCount: 18 }, false)).toBe(
      "CSV of the coaches on this page (1-24 of 418); each page has its own CSV",
    );
    expect(pagedCsvTitle("players", { from: 1, to: 10, total: 10, pageCount: 1 }, true)).toBeUndefined();
  });
});
