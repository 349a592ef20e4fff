/**
 * NFL players carry the name their league displays (nflverse's `displayName`), not the legal first
 * name of the roster file: T.J. Watt, not Trent; Josh Allen, not Joshua; suffixes kept.
 */
import { expect, it } from "vitest";
import { describeData } from "./support";

describeData("NFL display names", (db) => {
  const named = (slug: string) =>
    db().selectFrom("people").select(["first_name", "last_name"]).where("slug", "=", slug).executeTakeFirst();

  it("reads the displayed name, suffix included, and its slug follows", async () => {
    expect(await named("t-j-watt")).toEqual({ first_name: "T.J.", last_name: "Watt" });
    expect(await named("jordan-mailata")).toEqual({ first_name: "Jordan", last_name: "Mailata" });
    expect(await named("odell-beckham-jr")).toEqual({ first_name: "Odell", last_name: "Beckham Jr." });
    expect(await named("trent-watt")).toBeUndefined();
    expect(await named("lafoga-mailata")).toBeUndefined();
  });
});
