import { describe, expect, it } from "vitest";
import { pagePathOf, tableCsvFilename, tableFromHtml } from "../../server/table-csv";
import { tableCsvHref, tableIdOf } from "../../app/lib/table-csv";

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
    expect(tableCsvFilename("nba", from, "eastern-conference")).toBe("nba-standings-eastern-conference-season-2023-conference-east.csv");
    expect(tableCsvFilename("hub", new URL("http://localhost/teams/boston-celtics"), "franchise-summary-by-season")).toBe(
      "hub-teams-boston-celtics-franchise-summary-by-season.csv",
    );
  });

  it("links a table's CSV to the same page and query, and only to pages of this site", () => {
    expect(tableIdOf("Champions by title year")).toBe("champions-by-title-year");
    expect(tableCsvHref("/standings", "?season=2023&open=5", "al-east")).toBe("/table.csv?from=%2Fstandings%3Fseason%3D2023&table=al-east");
    expect(pagePathOf("/standings?season=2023")).toBe("/standings?season=2023");
    for (const bad of ["//evil.example/x", "https://evil.example/", "/table.csv?from=/", "/api/teams/teams/", undefined])
      expect(pagePathOf(bad)).toBeNull();
  });
});
