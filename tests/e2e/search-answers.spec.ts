/**
 * A search that answers: the question table (each question on its site, with the answer a fan
 * expects, read from the real server and database through the header's suggestions), and
 * "celtics vs lakers" opening the head-to-head page from the search form, with or without JavaScript.
 */
import { expect, test } from "@playwright/test";
import { hostUrl, siteGet } from "./helpers";

type Row = readonly [site: string, question: string, title: RegExp | null, href?: string | RegExp];

// The answer's line and its page; null: no answer (not a question, or not on this site).
const QUESTIONS: readonly Row[] = [
  // MLB
  ["mlb", "who won the 1986 world series", /^New York Mets won the 1986 World Series$/, "/seasons/mlb-1986"],
  ["mlb", "1927 world series", /^New York Yankees won the 1927 World Series$/, "/seasons/mlb-1927"],
  ["mlb", "World Series 2016", /^Chicago Cubs won the 2016 World Series$/, "/seasons/mlb-2016"],
  ["mlb", "2004 world series?", /^Boston Red Sox won the 2004 World Series$/, "/seasons/mlb-2004"],
  [
    "mlb",
    "yankees vs red sox",
    /^New York Yankees vs\. Boston Red Sox$/,
    "/teams/new-york-yankees/vs/boston-red-sox",
  ],
  [
    "mlb",
    "yankees vs mets",
    /^New York Yankees vs\. New York Mets$/,
    "/teams/new-york-yankees/vs/new-york-mets",
  ],
  ["mlb", "most home runs 1998", /^Mark McGwire: 70 home runs$/, "/players/mark-mcgwire"],
  ["mlb", "who hit the most home runs in 2001", /^Barry Bonds: 73 home runs$/, "/players/barry-bonds"],
  ["mlb", "most home runs 1981", /^Mike Schmidt: 31 home runs$/, "/players/mike-schmidt"],
  ["mlb", "most home runs in a season", /^Barry Bonds: 73 home runs$/, "/players/barry-bonds"],
  ["mlb", "most career home runs", /^Barry Bonds: 762 home runs$/, "/players/barry-bonds"],
  ["mlb", "most career hits", /^Pete Rose Sr\.: 4,256 hits$/, "/players/pete-rose-sr"],
  ["mlb", "most stolen bases 1982", /^Rickey Henderson: 130 stolen bases$/, "/players/rickey-henderson"],
  ["mlb", "most career strikeouts", /^Nolan Ryan: 5,714 strikeouts/, "/players/nolan-ryan"],
  ["mlb", "most wins 1968", /^Denny McLain: 31 wins$/, "/players/denny-mclain"],
  ["mlb", "lowest era 1968", /^Bob Gibson: 1\.12 earned run average$/, /^\/players\/bob-gibson/],
  ["mlb", "highest era 1968", null],
  ["mlb", "most rbi 1930", /^Hack Wilson: 191 runs batted in$/, "/players/hack-wilson"],
  ["mlb", "highest batting average 1941", /^Ted Williams: \.406 batting average$/, "/players/ted-williams"],
  ["mlb", "most triples 1912", /^Owen Wilson: 36 triples$/, "/players/owen-wilson"],
  ["mlb", "most career saves", /^Mariano Rivera: 652 saves$/, "/players/mariano-rivera"],
  ["mlb", "yankees 1927", /^New York Yankees, 1927$/, "/teams/new-york-yankees/1927"],
  ["mlb", "red sox 2004", /^Boston Red Sox, 2004$/, "/teams/boston-red-sox/2004"],
  ["mlb", "cubs 2016", /^Chicago Cubs, 2016$/, "/teams/chicago-cubs/2016"],
  ["mlb", "babe ruth 1927", /^Babe Ruth, 1927$/, "/players/babe-ruth"],
  ["mlb", "clayton kershaw 2014", /^Clayton Kershaw, 2014$/, "/players/clayton-kershaw"],
  [
    "mlb",
    "hank aaron vs willie mays",
    /^Hank Aaron vs\. Willie Mays$/,
    /^\/compare\?players=hank-aaron%2Cwillie-mays$/,
  ],
  ["mlb", "babe ruth", null],
  ["mlb", "celtics vs lakers", null],
  // NBA
  [
    "nba",
    "celtics vs lakers",
    /^Boston Celtics vs\. Los Angeles Lakers$/,
    "/teams/boston-celtics/vs/los-angeles-lakers",
  ],
  ["nba", "knicks vs heat", /^New York Knicks vs\. Miami Heat$/, "/teams/new-york-knicks/vs/miami-heat"],
  ["nba", "1996 nba finals", /^Chicago Bulls won the 1996 NBA Finals$/, "/seasons/nba-1995-96"],
  [
    "nba",
    "who won the 2016 nba finals",
    /^Cleveland Cavaliers won the 2016 NBA Finals$/,
    "/seasons/nba-2015-16",
  ],
  ["nba", "2008 nba finals", /^Boston Celtics won the 2008 NBA Finals$/, "/seasons/nba-2007-08"],
  ["nba", "celtics 1986", /^Boston Celtics, 1985-86$/, "/teams/boston-celtics/1985"],
  ["nba", "bulls 1996", /^Chicago Bulls, 1995-96$/, "/teams/chicago-bulls/1995"],
  ["nba", "warriors 2015-16", /^Golden State Warriors, 2015-16$/, "/teams/golden-state-warriors/2015"],
  ["nba", "lebron james 2016", /^LeBron James, 2015-16$/, "/players/lebron-james"],
  ["nba", "michael jordan 1988", /^Michael Jordan, 1987-88$/, "/players/michael-jordan"],
  [
    "nba",
    "jordan vs bird",
    /^Michael Jordan vs\. Larry Bird$/,
    /^\/compare\?players=michael-jordan%2Clarry-bird$/,
  ],
  ["nba", "most points 1962", /^Wilt Chamberlain: 4,029 points$/, "/players/wilt-chamberlain"],
  ["nba", "most rebounds 1990", /^Hakeem Olajuwon: 1,149 total rebounds$/, "/players/hakeem-olajuwon"],
  ["nba", "most career rebounds", /^Wilt Chamberlain: 23,924 total rebounds$/, "/players/wilt-chamberlain"],
  ["nba", "most career assists", /^John Stockton: 15,806 assists$/, "/players/john-stockton"],
  ["nba", "1986 world series", null],
  // NHL
  ["nhl", "1994 stanley cup", /^New York Rangers won the 1994 Stanley Cup$/, "/seasons/nhl-1993-94"],
  ["nhl", "stanley cup 2010", /^Chicago Blackhawks won the 2010 Stanley Cup$/, "/seasons/nhl-2009-10"],
  [
    "nhl",
    "bruins vs canadiens",
    /^Boston Bruins vs\. Montreal Canadiens$/,
    "/teams/boston-bruins/vs/montreal-canadiens",
  ],
  ["nhl", "oilers 1984", /^Edmonton Oilers, 1983-84$/, "/teams/edmonton-oilers/1983"],
  ["nhl", "wayne gretzky 1986", /^Wayne Gretzky, 1985-86$/, "/players/wayne-gretzky"],
  ["nhl", "most career goals", /^Wayne Gretzky: 894 goals$/, "/players/wayne-gretzky"],
  ["nhl", "most goals 1982", /^Wayne Gretzky: 92 goals$/, "/players/wayne-gretzky"],
  ["nhl", "most points in a season", /^Wayne Gretzky: 215 points$/, "/players/wayne-gretzky"],
  ["nhl", "most career shutouts", /^Martin Brodeur: 125 shutouts$/, "/players/martin-brodeur"],
  // NFL
  [
    "nfl",
    "bears vs packers",
    /^Chicago Bears vs\. Green Bay Packers$/,
    "/teams/chicago-bears/vs/green-bay-packers",
  ],
  [
    "nfl",
    "cowboys vs eagles",
    /^Dallas Cowboys vs\. Philadelphia Eagles$/,
    "/teams/dallas-cowboys/vs/philadelphia-eagles",
  ],
  [
    "nfl",
    "super bowl 2007",
    /^Indianapolis Colts won the Super Bowl of the 2006 season$/,
    "/seasons/nfl-2006",
  ],
  ["nfl", "patriots 2007", /^New England Patriots, 2007$/, "/teams/new-england-patriots/2007"],
  ["nfl", "dolphins 1972", /^Miami Dolphins, 1972$/, "/teams/miami-dolphins/1972"],
  ["nfl", "tom brady 2007", /^Tom Brady, 2007$/, "/players/tom-brady"],
  ["nfl", "most passing yards 2013", /^Peyton Manning: 5,477 passing yards$/, "/players/peyton-manning"],
  ["nfl", "most rushing yards 2012", /^Adrian Peterson: 2,097 rushing yards$/, "/players/adrian-peterson"],
  ["nfl", "most sacks 2019", /^Shaquil Barrett: 19\.5 sacks$/, /^\/players\/shaquil-barrett/],
  // College: titles, programs' seasons and rivalries
  [
    "cbb",
    "1966 ncaa tournament",
    /^Texas Western Miners won the 1966 NCAA Tournament$/,
    "/seasons/cbb-1965-66",
  ],
  [
    "cbb",
    "who won the 2012 final four",
    /^Kentucky Wildcats won the 2012 NCAA Tournament$/,
    "/seasons/cbb-2011-12",
  ],
  [
    "cbb",
    "duke vs north carolina",
    /^Duke Blue Devils vs\. North Carolina Tar Heels$/,
    /^\/teams\/duke[^/]*\/vs\//,
  ],
  ["cbb", "kentucky 2015", /^Kentucky Wildcats, 2014-15$/, /^\/teams\/kentucky[^/]*\/2014$/],
  [
    "chk",
    "2019 frozen four",
    /^Minnesota Duluth Bulldogs won the 2019 NCAA Tournament$/,
    "/seasons/chk-2018-19",
  ],
  [
    "chk",
    "boston college vs boston university",
    /^Boston College Eagles vs\. Boston University Terriers$/,
    /\/vs\//,
  ],
  [
    "cbs",
    "2012 college world series",
    /^Arizona Wildcats won the 2012 College World Series$/,
    "/seasons/cbs-2012",
  ],
  // A college player's season: the page of the school he played for that year (Skenes has two).
  ["cbs", "paul skenes 2023", /^Paul Skenes, 2023$/, /^\/players\/paul-skenes-/],
  ["cbs", "most home runs 2024", /^Charlie Condon: 37 home runs$/, /^\/players\/charlie-condon/],
  [
    "cfb",
    "2025 national championship",
    /^Ohio State Buckeyes won the national championship of the 2024 season$/,
    "/seasons/cfb-2024",
  ],
  ["cfb", "michigan vs ohio state", /^Michigan Wolverines vs\. Ohio State Buckeyes$/, /\/vs\//],
  // The hub answers for every sport.
  [
    "hub",
    "celtics vs lakers",
    /^Boston Celtics vs\. Los Angeles Lakers$/,
    "/teams/boston-celtics/vs/los-angeles-lakers",
  ],
  ["hub", "who won the 1986 world series", /^New York Mets won the 1986 World Series$/, "/seasons/mlb-1986"],
  ["hub", "1994 stanley cup", /^New York Rangers won the 1994 Stanley Cup$/, "/seasons/nhl-1993-94"],
  ["hub", "bulls 1996", /^Chicago Bulls, 1995-96$/, "/teams/chicago-bulls/1995"],
  ["hub", "most home runs 1998", /^Mark McGwire: 70 home runs$/, "/players/mark-mcgwire"],
  ["hub", "gretzky", null],
];

test.describe("a search that answers", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "js-on", "answers are read over HTTP, once");
  });

  test(`the question table: ${QUESTIONS.length} questions on their sites`, async ({ request }) => {
    const failures: string[] = [];
    for (const [site, question, title, href] of QUESTIONS) {
      const response = await siteGet(request, site, `/search.json?${new URLSearchParams({ q: question })}`);
      const body = (await response.json()) as { suggestions: { kind: string; name: string; href: string }[] };
      const answer = body.suggestions.find((s) => s.kind === "answer");
      const got = answer ? `${answer.name} -> ${answer.href}` : "no answer";
      const ok =
        title === null
          ? !answer
          : !!answer &&
            title.test(answer.name) &&
            (href === undefined ||
              (typeof href === "string" ? answer.href === href : href.test(answer.href)));
      if (!ok) failures.push(`${site} "${question}": ${got}`);
    }
    // Every question is asked before the verdict, so that one run names all that fail.
    expect(failures, failures.join("\n")).toEqual([]);
  });
});

test("'celtics vs lakers' opens the head-to-head page from the search form", async ({ page }) => {
  await page.goto(hostUrl("nba", "/search"));
  const form = page.getByRole("main").getByRole("search");
  await form.getByRole("searchbox").or(form.getByRole("combobox")).fill("celtics vs lakers");
  await form.getByRole("button", { name: "Search", includeHidden: true }).click();
  await expect(page).toHaveURL(/\/teams\/boston-celtics\/vs\/los-angeles-lakers$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Boston Celtics");
});

test("a question's answer card sits above the ordinary results", async ({ page }) => {
  await page.goto(hostUrl("mlb", `/search?${new URLSearchParams({ q: "who won the 1986 world series" })}`));
  const card = page.getByRole("region", { name: "New York Mets won the 1986 World Series" });
  await expect(card.getByRole("link", { name: "New York Mets won the 1986 World Series" })).toHaveAttribute(
    "href",
    "/seasons/mlb-1986",
  );
});
