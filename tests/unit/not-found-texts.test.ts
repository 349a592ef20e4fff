import { describe, expect, it } from "vitest";
import { detailNotFoundTexts, notFoundTexts } from "~/lib/route-kit";
import { TEAM_NOT_FOUND } from "~/lib/teams";

describe("notFoundTexts", () => {
  it("names the way back 'Back to' the list page (docs/screens.md)", () => {
    expect(
      notFoundTexts("Award Not Found", "We couldn't find this award on this site.", "/awards", "Awards"),
    ).toEqual({
      title: "Award Not Found",
      message: "We couldn't find this award on this site.",
      backTo: "/awards",
      backLabel: "Back to Awards",
    });
  });

  it("gives the team pages the screen docs/screens.md#teams describes", () => {
    expect([TEAM_NOT_FOUND.title, TEAM_NOT_FOUND.backTo, TEAM_NOT_FOUND.backLabel]).toEqual([
      "Team Not Found",
      "/teams",
      "Back to Teams",
    ]);
  });

  it("words a detail page's screen as the spec does: 'Coach Not Found' / 'We couldn't find details for this coach.'", () => {
    expect(detailNotFoundTexts("Coach", "/coaches", "Coaches")).toEqual({
      title: "Coach Not Found",
      message: "We couldn't find details for this coach.",
      backTo: "/coaches",
      backLabel: "Back to Coaches",
    });
  });
});
