import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import {
  buildHostMap,
  canonicalOrigin,
  parseSiteHosts,
  resolveSiteKey,
  siteOrigin,
  siteUrl,
  stripPort,
} from "~/site/hosts";

const { map } = buildHostMap(
  "championshiphistory.example",
  "nfl=profootballhistory.com,hub=sportshistory.com",
);

describe("resolveSiteKey", () => {
  it("maps the local development hosts on any port", () => {
    expect(resolveSiteKey("localhost:5184", map)).toBe("hub");
    for (const key of ["nfl", "nba", "mlb", "nhl", "cfb", "cbb", "cbs", "chk"]) {
      expect(resolveSiteKey(`${key}.localhost:5184`, map)).toBe(key);
      expect(resolveSiteKey(`${key}.localhost`, map)).toBe(key);
    }
  });

  it("is case-insensitive and port-tolerant", () => {
    expect(resolveSiteKey("NBA.LocalHost:3000", map)).toBe("nba");
    expect(resolveSiteKey("CFB.championshiphistory.example:443", map)).toBe("cfb");
  });

  itCalls(
    "uses configured production hosts, including SITE_HOSTS additions",
    (a: Parameters<typeof resolveSiteKey>[0]) => resolveSiteKey(a, map),
    [
      ["profootballhistory.com", "nfl"],
      ["sportshistory.com", "hub"],
      ["www.championshiphistory.example", "hub"],
      ["chk.championshiphistory.example", "chk"],
    ],
  );

  itCalls(
    "falls back to the hub for anything unknown",
    (a: Parameters<typeof resolveSiteKey>[0]) => resolveSiteKey(a, map),
    [
      ["evil.example.com", "hub"],
      ["hub.localhost:5184", "hub"],
      ["xyz.localhost:5184", "hub"],
      ["", "hub"],
      [undefined, "hub"],
      ["[::1]:5184", "hub"],
    ],
  );

  it("reads only the first of a comma-separated forwarded host list", () => {
    expect(resolveSiteKey("mlb.localhost:5184, proxy.internal", map)).toBe("mlb");
  });
});

describe("parseSiteHosts", () => {
  it("reports malformed entries instead of dropping them silently", () => {
    const { hosts, errors } = parseSiteHosts("nfl=a.com, bogus, xyz=b.com");
    expect([...hosts]).toEqual([["a.com", "nfl"]]);
    expect(errors).toHaveLength(2);
  });
});

describe("stripPort", () => {
  it("drops ports and trailing dots", () => {
    expect(stripPort("Example.com.:80")).toBe("example.com");
    expect(stripPort("[::1]:5184")).toBe("[::1]");
  });
});

describe("siteUrl", () => {
  it("links local hosts to each other on the same port", () => {
    expect(siteUrl("nba", "localhost:5184", map)).toBe("http://nba.localhost:5184/");
    expect(siteUrl("hub", "nfl.localhost:5184", map)).toBe("http://localhost:5184/");
  });
  it("links production hosts to the configured hosts", () => {
    expect(siteUrl("nfl", "sportshistory.com", map)).toBe("https://nfl.championshiphistory.example/");
    expect(siteUrl("nba", "sportshistory.com", map)).toBe("https://nba.championshiphistory.example/");
  });
});

describe("siteOrigin", () => {
  it("keeps the request's host when it is a configured host of the same site", () => {
    expect(siteOrigin("nfl", "profootballhistory.com", map)).toBe("https://profootballhistory.com");
    expect(siteOrigin("nfl", "NFL.championshiphistory.example:443", map)).toBe(
      "https://nfl.championshiphistory.example",
    );
    expect(siteOrigin("hub", "www.championshiphistory.example", map)).toBe(
      "https://www.championshiphistory.example",
    );
  });
  itCalls(
    "uses the local development host of the site, on the request's port",
    (a: Parameters<typeof siteOrigin>[0], b: Parameters<typeof siteOrigin>[1]) => siteOrigin(a, b, map),
    [
      ["nba", "nba.localhost:5207", "http://nba.localhost:5207"],
      ["hub", "localhost:5207", "http://localhost:5207"],
      ["hub", "evil.localhost:5207", "http://localhost:5207"],
    ],
  );
  it("never publishes an arbitrary Host header", () => {
    expect(siteOrigin("hub", "evil.example.com", map)).toBe("https://championshiphistory.example");
    expect(siteOrigin("hub", "evil.example.com:8080", map)).not.toContain("evil");
  });
});

describe("canonicalOrigin", () => {
  const map = buildHostMap("sports.example", "nfl=profootball.example").map;
  itCalls(
    "keeps local development hosts and configured hosts; anything else becomes the hub's host",
    (a: Parameters<typeof canonicalOrigin>[0], b: Parameters<typeof canonicalOrigin>[2]) =>
      canonicalOrigin(a, map, b),
    [
      ["nfl.localhost:5184", false, "http://nfl.localhost:5184"],
      ["profootball.example", true, "https://profootball.example"],
      ["NBA.sports.example:8080", true, "https://nba.sports.example"],
      ["evil.example", true, "https://sports.example"],
    ],
  );
});
