import { describe, expect, it } from "vitest";
import {
  managerCorrections,
  managerOfRecord,
  lastRegularManagers,
  type ManagedGame,
} from "../../domain/managers-of-record";

const game = (
  date: string,
  regular: boolean,
  home: [string, string | null],
  away: [string, string | null],
  gameNumber: number | null = 0,
): ManagedGame => ({
  season: 2022,
  date,
  gameNumber,
  regular,
  home: { team: home[0], manager: home[1] },
  away: { team: away[0], manager: away[1] },
});

describe("managers of record", () => {
  const games = [
    game("2022-05-01", true, ["PHI", "Joe Girardi"], ["NYN", "Buck Showalter"]),
    game("2022-10-05", true, ["PHI", "Rob Thomson"], ["HOU", "Dusty Baker"], 1),
    game("2022-10-05", true, ["HOU", "Dusty Baker"], ["PHI", "Rob Thomson"], 2),
    // The postseason logs still name the manager fired in June.
    game("2022-10-28", false, ["HOU", "Dusty Baker"], ["PHI", "Joe Girardi"]),
    game("2022-10-29", false, ["HOU", "Dusty Baker"], ["PHI", "Joe Girardi"]),
    // A club without regular-season logs keeps what the postseason logs say.
    game("2022-10-30", false, ["XXX", "Someone"], ["HOU", "Dusty Baker"]),
  ];

  it("takes the manager of the club's last regular-season game, doubleheaders in order", () => {
    const last = lastRegularManagers(games);
    expect(last.get("2022:PHI")).toBe("Rob Thomson");
    expect(managerOfRecord(last, 2022, { team: "PHI", manager: "Joe Girardi" })).toBe("Rob Thomson");
    expect(managerOfRecord(last, 2022, { team: "HOU", manager: "Dusty Baker" })).toBe("Dusty Baker");
    expect(managerOfRecord(last, 2022, { team: "XXX", manager: "Someone" })).toBe("Someone");
    // An empty name stays empty: nothing was logged to correct.
    expect(managerOfRecord(last, 2022, { team: "PHI", manager: null })).toBeNull();
  });

  it("lists each correction once with its games", () => {
    expect(managerCorrections(games)).toEqual([
      { season: 2022, team: "PHI", logged: "Joe Girardi", manager: "Rob Thomson", games: 2 },
    ]);
  });
});
