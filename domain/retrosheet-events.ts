/**
 * A parser of Retrosheet event files (retrosheet.org/eventfile.htm): `id`, `info`, `start`/`sub`,
 * `play` and `data,er` records, one game after another. It replays every play, keeping the runners on
 * base with the pitcher each is charged to, and gives per game each batter's and pitcher's line, the
 * line score and the play-by-play in plain English. Pure: the importer reads the files and matches
 * the games and people; whatever the parser cannot read is listed in `problems`, never guessed.
 */

export type Side = "away" | "home";

export interface BatterLine {
  retroId: string;
  name: string;
  /** Batting-order slot (1-9); a player who entered a slot later follows its starter. */
  slot: number;
  /** Positions in the order played: "ss", "ph-lf". */
  positions: string;
  ab: number;
  r: number;
  h: number;
  rbi: number;
  bb: number;
  so: number;
  doubles: number;
  triples: number;
  hr: number;
  sb: number;
}

export interface PitcherLine {
  retroId: string;
  name: string;
  outs: number;
  h: number;
  r: number;
  /** Earned runs from the file's `data,er` records; null where the file has none. */
  er: number | null;
  bb: number;
  so: number;
  hr: number;
  decision: "W" | "L" | "S" | null;
}

export interface PlayText {
  inning: number;
  half: "top" | "bottom";
  text: string;
  /** Outs made on this play. */
  outs: number;
  awayScore: number;
  homeScore: number;
}

export interface EventGame {
  id: string;
  /** yyyy-mm-dd. */
  date: string;
  /** Retrosheet team codes. */
  visitor: string;
  home: string;
  /** 0 for a single game, 1 or 2 for a doubleheader's games (the id's last digit). */
  gameNumber: number;
  info: Record<string, string>;
  batting: Record<Side, BatterLine[]>;
  pitching: Record<Side, PitcherLine[]>;
  /** Runs by inning, as far as each side batted. */
  lineScore: Record<Side, number[]>;
  runs: Record<Side, number>;
  plays: PlayText[];
  /** Records or events the parser could not read, with the reason. */
  problems: string[];
}

const POSITION_ABBR = ["", "p", "c", "1b", "2b", "3b", "ss", "lf", "cf", "rf", "dh", "ph", "pr"];
/** Where a ball went, by the fielder's number: "singled to left", "grounded out to shortstop". */
const DIRECTION = [
  "",
  "pitcher",
  "catcher",
  "first",
  "second",
  "third",
  "shortstop",
  "left",
  "center",
  "right",
];
const BASE_NAME = ["", "first", "second", "third", "home"];
const SUFFIXES = new Set(["jr.", "jr", "sr.", "sr", "ii", "iii", "iv"]);

/** The surname a play-by-play uses: "Don Larsen" → "Larsen", "Ken Griffey Jr." → "Griffey". */
export function surname(name: string): string {
  const words = name.trim().split(/\s+/);
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1].toLowerCase())) words.pop();
  return words[words.length - 1] ?? name;
}

/** Splits at `sep` outside parentheses. */
function splitTop(s: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === sep && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}

/** A base as a number: B (the batter) 0, 1-3, H 4. */
const baseOf = (c: string): number => (c === "B" ? 0 : c === "H" ? 4 : Number(c));

/** What happens to one runner (0 = the batter) on a play. */
interface Move {
  to: number;
  out: boolean;
  /** true: an RBI however the play goes; false: none; null: as the play gives. */
  rbi: boolean | null;
  /** The advance was on an error (no RBI unless the file says). */
  onError: boolean;
  /** Named in the advances part (its fate is told in the play-by-play). */
  explicit: boolean;
}

interface Runner {
  id: string;
  /** The pitcher charged with this runner (a run he scores is this pitcher's). */
  pitcher: string;
}

/** The kind of a play, for the batter's line and the wording. */
type Kind =
  | "single"
  | "double"
  | "triple"
  | "homer"
  | "walk"
  | "intentional"
  | "hbp"
  | "interference"
  | "strikeout"
  | "error"
  | "fc"
  | "out"
  | "running"
  | "none";

interface Parsed {
  kind: Kind;
  /** The main clause, with {B} for the batter and {P} for the pitcher. */
  text: string;
  moves: Map<number, Move>;
  /** Base-running events in the play (SB, CS, ...), whose runners are named in their own clauses. */
  steals: number[];
  sacHit: boolean;
  sacFly: boolean;
  gdp: boolean;
  /** The batter reached on a force of a runner (a fielder's choice): he inherits that runner's pitcher. */
  force: boolean;
  problem?: string;
}

const HIT_WORD: Record<string, string> = { S: "singled", D: "doubled", T: "tripled" };

/** The fielder's number a ball went to: the play's first digit, else a location modifier's. */
function directionOf(fielders: string, modifiers: readonly string[]): string | null {
  const d = /\d/.exec(fielders)?.[0];
  if (d) return DIRECTION[Number(d)] || null;
  for (const m of modifiers) {
    const loc = /^[GLFP]?(\d{1,2})[A-Z]*$/.exec(m);
    if (!loc) continue;
    if (loc[1] === "78") return "left-center";
    if (loc[1] === "89") return "right-center";
    if (loc[1].length === 1) return DIRECTION[Number(loc[1])] || null;
  }
  return null;
}

/** The batted-ball type of the modifiers: G, L, F, P, BG, BP, ... */
function ballType(modifiers: readonly string[]): string | null {
  for (const m of modifiers) {
    const t = /^(BG|BP|BL|G|L|F|P)(?:\d|$|[A-Z])/.exec(m);
    if (t && !["FO", "FL", "FINT"].includes(m)) return t[1];
  }
  return null;
}

function move(to: number, out: boolean): Move {
  return { to, out, rbi: null, onError: false, explicit: false };
}

/**
 * A base-running event (SB2, CS3(25), PO1(E3), POCS2(14), WP, PB, BK, DI, OA): its implied moves
 * into `moves` and its clause.
 */
function runningEvent(ev: string, moves: Map<number, Move>, p: Parsed): string | null {
  if (/^SB/.test(ev)) {
    const parts: string[] = [];
    for (const sb of ev.split(";")) {
      const m = /^SB([23H])/.exec(sb);
      if (!m) return null;
      const to = baseOf(m[1]);
      moves.set(to - 1, move(to, false));
      p.steals.push(to - 1);
      parts.push(`{R${to - 1}} stole ${BASE_NAME[to]}`);
    }
    return parts.join("; ");
  }
  let m = /^(POCS|CS)([23H])(?:\(([^)]*)\))?/.exec(ev);
  if (m) {
    const to = baseOf(m[2]);
    const safe = m[3] !== undefined && /E/.test(m[3]);
    moves.set(to - 1, move(to, !safe));
    const how = m[1] === "POCS" ? "was picked off and caught stealing" : "was caught stealing";
    return safe
      ? `{R${to - 1}} reached ${BASE_NAME[to]} on an error on a steal attempt`
      : `{R${to - 1}} ${how} ${BASE_NAME[to]}`;
  }
  m = /^PO([123])(?:\(([^)]*)\))?/.exec(ev);
  if (m) {
    const from = Number(m[1]);
    const safe = m[2] !== undefined && /E/.test(m[2]);
    if (!safe) moves.set(from, move(from, true));
    return safe
      ? `error on a pickoff throw to ${BASE_NAME[from]}`
      : `{R${from}} was picked off ${BASE_NAME[from]}`;
  }
  const simple: Record<string, string> = {
    WP: "wild pitch by {P}",
    PB: "passed ball by {C}",
    BK: "balk by {P}",
    DI: "defensive indifference",
    OA: "",
  };
  if (ev in simple) return simple[ev];
  const e = /^E(\d)$/.exec(ev);
  if (e) return `error by the ${DIRECTION[Number(e[1])]}`;
  return null;
}

/** A fielded out ("63", "64(1)3", "54(1)", "8(B)84(2)"): its moves and clause into `p`; false when unreadable. */
function fieldedOut(head: string, modifiers: readonly string[], p: Parsed): boolean {
  const moves = p.moves;
  const type = ballType(modifiers);
  const dp = modifiers.some((m) => /^(B?[GLPF]?DP|NDP)$/.test(m));
  const tp = modifiers.some((m) => /^(B?[GLPF]?TP)$/.test(m));
  p.kind = "out";
  // Fielders, each "(n)" marking the runner put out; a play ending in a fielder retires the batter.
  const tokens = [...head.matchAll(/(\d+)(?:\(([B123])\))?/g)];
  if (tokens.map((t) => t[0]).join("") !== head) return false;
  let batterOut = tokens[tokens.length - 1][2] === undefined;
  for (const t of tokens) {
    if (t[2] === "B") batterOut = true;
    else if (t[2]) moves.set(Number(t[2]), move(Number(t[2]) + 1, true));
  }
  moves.set(0, batterOut ? move(1, true) : move(1, false));
  if (!batterOut) p.force = true;
  const fielders = tokens.map((t) => t[1]).join("");
  const seq = fielders.split("").join("-");
  const to = DIRECTION[Number(fielders[0])] || "a fielder";
  if (p.sacFly) p.text = `{B} hit a sacrifice fly to ${to}`;
  else if (p.sacHit)
    p.text = batterOut ? `{B} sacrificed, ${seq}` : `{B} reached on a sacrifice bunt (${seq})`;
  else if (tp) p.text = `{B} hit into a triple play, ${seq}`;
  else if (dp)
    p.text =
      type === "G" || modifiers.includes("GDP")
        ? `{B} grounded into a double play, ${seq}`
        : type === "L" || modifiers.includes("LDP")
          ? `{B} lined into a double play, ${seq}`
          : `{B} hit into a double play, ${seq}`;
  else if (!batterOut) p.text = `{B} reached on a force out, ${seq}`;
  else if (modifiers.includes("FL") && type !== "G") p.text = `{B} fouled out to ${to}`;
  else if (type === "G" || type === "BG")
    p.text = fielders.length > 1 ? `{B} grounded out, ${seq}` : `{B} grounded out to ${to}`;
  else if (type === "F") p.text = `{B} flied out to ${to}`;
  else if (type === "L") p.text = `{B} lined out to ${to}`;
  else if (type === "P" || type === "BP") p.text = `{B} popped out to ${to}`;
  else p.text = fielders.length > 1 ? `{B} out, ${seq}` : `{B} out to ${to}`;
  return true;
}

/** The advances part (B-1, 1X3(25), 2-H(E7)(UR)(NR), ...) into `moves`; the first unreadable one, else null. */
function readAdvances(advances: string, moves: Map<number, Move>): string | null {
  for (const a of advances.split(";")) {
    const am = /^([B123])([-X])([123H])((?:\([^)]*\))*)$/.exec(a);
    if (!am) return a;
    const from = baseOf(am[1]);
    const to = baseOf(am[3]);
    const groups = [...am[4].matchAll(/\(([^)]*)\)/g)].map((g) => g[1]);
    const error = groups.some((g) => /E\d/.test(g));
    // An out the fielders' error undoes ("1X3(5E6)" leaves the runner safe at third), unless another
    // group gives the putout after it: "BXH(E9)(52)" is out at home.
    const out =
      am[2] === "X" && (!groups.some((g) => /^\d*E\d/.test(g)) || groups.some((g) => /^\d+$/.test(g)));
    const rbi =
      groups.includes("NR") || groups.includes("NORBI") ? false : groups.includes("RBI") ? true : null;
    moves.set(from, { to, out, rbi, onError: error, explicit: true });
  }
  return null;
}

/** Reads one play field (without its !, #, ? marks) into its kind, clause and moves. */
export function parsePlay(event: string): Parsed {
  const clean = event.replace(/[!#?]/g, "");
  const dot = splitTop(clean, ".");
  const [main, advances = ""] = [dot[0], dot.slice(1).join(".")];
  const slash = splitTop(main, "/");
  const basic = slash[0];
  const modifiers = slash.slice(1);
  const moves = new Map<number, Move>();
  const p: Parsed = {
    kind: "none",
    text: "",
    moves,
    steals: [],
    sacHit: modifiers.includes("SH"),
    sacFly: modifiers.includes("SF"),
    gdp: modifiers.includes("GDP"),
    force: false,
  };
  const fail = (why: string) => ({ ...p, problem: `${why}: "${event}"` });

  const plus = basic.indexOf("+");
  const head = plus >= 0 ? basic.slice(0, plus) : basic;
  const extra = plus >= 0 ? basic.slice(plus + 1) : null;
  const extraClause = (): string | null => (extra === null ? "" : runningEvent(extra, moves, p));

  let m: RegExpExecArray | null;
  if (/^K/.test(head)) {
    p.kind = "strikeout";
    moves.set(0, move(0, true));
    const x = extraClause();
    if (x === null) return fail("unknown event after a strikeout");
    p.text = `{P} struck out {B}${x ? `; ${x}` : ""}`;
  } else if (head === "NP") {
    p.kind = "none";
  } else if (/^(W|IW|I)$/.test(head)) {
    p.kind = head === "W" ? "walk" : "intentional";
    moves.set(0, move(1, false));
    const x = extraClause();
    if (x === null) return fail("unknown event after a walk");
    p.text = `${p.kind === "walk" ? "{B} walked" : "{B} was intentionally walked"}${x ? `; ${x}` : ""}`;
  } else if (head === "HP") {
    p.kind = "hbp";
    moves.set(0, move(1, false));
    p.text = "{B} was hit by a pitch";
  } else if (head === "C") {
    p.kind = "interference";
    moves.set(0, move(1, false));
    p.text = "{B} reached on catcher's interference";
  } else if ((m = /^FLE(\d)/.exec(head))) {
    p.kind = "none";
    p.text = `error by the ${DIRECTION[Number(m[1])] || "fielder"} on a foul fly`;
  } else if (/^(SB|CS|POCS|PO|WP|PB|BK|DI|OA)/.test(head)) {
    p.kind = "running";
    const x = runningEvent(basic, moves, p);
    if (x === null) return fail("unknown base-running event");
    p.text = x;
  } else if ((m = /^(\d*)E(\d)/.exec(head))) {
    p.kind = "error";
    moves.set(0, move(1, false));
    const by = DIRECTION[Number(m[2])];
    p.text = p.sacHit
      ? `{B} reached on a sacrifice bunt and an error by the ${by}`
      : `{B} reached on an error by the ${by}`;
  } else if ((m = /^FC(\d?)/.exec(head))) {
    p.kind = "fc";
    moves.set(0, move(1, false));
    p.force = true;
    p.text = p.sacHit
      ? "{B} reached on a sacrifice and a fielder's choice"
      : "{B} reached on a fielder's choice";
  } else if ((m = /^(HR|H)(\d*)$/.exec(head))) {
    p.kind = "homer";
    moves.set(0, move(4, false));
    const to = directionOf(m[2], modifiers);
    // A fielder on the home run ("HR8") means the ball stayed in the park.
    p.text = m[2]
      ? `{B} hit an inside-the-park home run${to ? ` to ${to}` : ""}`
      : `{B} homered${to ? ` to ${to}` : ""}`;
  } else if ((m = /^(DGR|[SDT])(\d*)$/.exec(head))) {
    const letter = m[1] === "DGR" ? "D" : m[1];
    p.kind = letter === "S" ? "single" : letter === "D" ? "double" : "triple";
    moves.set(0, move(letter === "S" ? 1 : letter === "D" ? 2 : 3, false));
    const to = directionOf(m[2], modifiers);
    p.text =
      m[1] === "DGR"
        ? `{B} hit a ground-rule double${to ? ` to ${to}` : ""}`
        : `{B} ${HIT_WORD[letter]}${to ? ` to ${to}` : ""}`;
  } else if (/^\d/.test(head)) {
    if (!fieldedOut(head, modifiers, p)) return fail("unreadable fielded out");
  } else {
    return fail("unknown event");
  }

  const bad = advances ? readAdvances(advances, moves) : null;
  return bad ? fail(`unreadable advance "${bad}"`) : p;
}

/** An empty batting line. */
function batter(retroId: string, name: string, slot: number): BatterLine {
  return {
    retroId,
    name,
    slot,
    positions: "",
    ab: 0,
    r: 0,
    h: 0,
    rbi: 0,
    bb: 0,
    so: 0,
    doubles: 0,
    triples: 0,
    hr: 0,
    sb: 0,
  };
}

function pitcher(retroId: string, name: string): PitcherLine {
  return { retroId, name, outs: 0, h: 0, r: 0, er: null, bb: 0, so: 0, hr: 0, decision: null };
}

const sideOf = (team: string): Side => (team === "1" ? "home" : "away");
const other = (s: Side): Side => (s === "home" ? "away" : "home");
/** One CSV field list of a record (names are quoted and may hold commas). */
function fieldsOf(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out;
}

/** The kinds that are a plate appearance's end, and whether each is an at bat. */
const AT_BAT: Partial<Record<Kind, boolean>> = {
  single: true,
  double: true,
  triple: true,
  homer: true,
  strikeout: true,
  error: true,
  fc: true,
  out: true,
  walk: false,
  intentional: false,
  hbp: false,
  interference: false,
};

/** The batter's and the pitcher's counts of a plate appearance's end. */
function creditBatter(p: Parsed, bLine: BatterLine, pLine: PitcherLine | undefined): void {
  const counts = (k: "h" | "hr" | "bb" | "so") => {
    bLine[k]++;
    if (pLine) pLine[k]++;
  };
  if (AT_BAT[p.kind] && !p.sacHit && !p.sacFly) bLine.ab++;
  if (["single", "double", "triple", "homer"].includes(p.kind)) counts("h");
  if (p.kind === "double") bLine.doubles++;
  if (p.kind === "triple") bLine.triples++;
  if (p.kind === "homer") counts("hr");
  if (p.kind === "walk" || p.kind === "intentional") counts("bb");
  if (p.kind === "strikeout") counts("so");
}

class GameState {
  readonly info: Record<string, string> = {};
  readonly names = new Map<string, string>();
  readonly batting: Record<Side, Map<string, BatterLine>> = { away: new Map(), home: new Map() };
  readonly pitching: Record<Side, Map<string, PitcherLine>> = { away: new Map(), home: new Map() };
  /** Who bats in each slot now, per side. */
  readonly slots: Record<Side, string[]> = { away: [], home: [] };
  /** Who plays each position now, per side (1 = the pitcher). */
  readonly fielders: Record<Side, string[]> = { away: [], home: [] };
  readonly lineScore: Record<Side, number[]> = { away: [], home: [] };
  readonly runs: Record<Side, number> = { away: 0, home: 0 };
  readonly plays: PlayText[] = [];
  readonly problems: string[] = [];
  bases: (Runner | null)[] = [null, null, null, null];
  inning = 0;
  half: Side = "away";
  outs = 0;
  /** Substitutions told before the next play of the half-inning. */
  pending: string[] = [];

  constructor(readonly id: string) {}

  short(id: string): string {
    return surname(this.names.get(id) ?? id);
  }

  lineup(team: string, fields: string[], isSub: boolean): void {
    const [, id, name, , slotText, posText] = fields;
    const side = sideOf(team);
    const slot = Number(slotText);
    const pos = Number(posText);
    this.names.set(id, name);
    const before = slot > 0 ? this.slots[side][slot] : undefined;
    const beforePitcher = this.fielders[side][1];
    if (slot > 0) {
      const lines = this.batting[side];
      const line = lines.get(id) ?? batter(id, name, slot);
      lines.set(id, line);
      const abbr = POSITION_ABBR[pos] ?? String(pos);
      if (!line.positions.endsWith(abbr))
        line.positions = line.positions ? `${line.positions}-${abbr}` : abbr;
      this.slots[side][slot] = id;
      // A pinch runner takes the base of the player he runs for.
      if (pos === 12 && before) {
        for (let b = 1; b <= 3; b++)
          if (this.bases[b]?.id === before) this.bases[b] = { ...this.bases[b]!, id };
      }
    }
    if (pos >= 1 && pos <= 10) {
      this.fielders[side][pos] = id;
      if (pos === 1 && !this.pitching[side].has(id)) this.pitching[side].set(id, pitcher(id, name));
    }
    if (!isSub) return;
    const who = surname(name);
    if (pos === 11 && before) this.pending.push(`${who} pinch-hit for ${this.short(before)}`);
    else if (pos === 12 && before) this.pending.push(`${who} pinch-ran for ${this.short(before)}`);
    else if (pos === 1 && beforePitcher && beforePitcher !== id)
      this.pending.push(`${who} relieved ${this.short(beforePitcher)}`);
    else if (pos >= 2 && pos <= 10)
      this.pending.push(
        before && before !== id
          ? `${who} replaced ${this.short(before)}`
          : `${who} moved to ${POSITION_ABBR[pos]}`,
      );
  }

  play(fields: string[]): void {
    const [, inningText, team, batterId, , , event] = fields;
    const inning = Number(inningText);
    const bat = sideOf(team);
    if (inning !== this.inning || bat !== this.half) {
      this.inning = inning;
      this.half = bat;
      this.outs = 0;
      this.bases = [null, null, null, null];
      const ls = this.lineScore[bat];
      while (ls.length < inning) ls.push(0);
    }
    const field = other(bat);
    const pitcherId = this.fielders[field][1] ?? "";
    const pLine = this.pitching[field].get(pitcherId);
    const p = parsePlay(event);
    if (p.problem) {
      this.problems.push(`${this.id} inning ${inning}: ${p.problem}`);
      return;
    }
    const bLine =
      this.batting[bat].get(batterId) ??
      (p.kind in AT_BAT
        ? (() => {
            this.problems.push(`${this.id}: batter ${batterId} not in the lineup`);
            const l = batter(batterId, this.names.get(batterId) ?? batterId, 99);
            this.batting[bat].set(batterId, l);
            return l;
          })()
        : undefined);
    const batterEvent = p.kind in AT_BAT;
    if (batterEvent && bLine) creditBatter(p, bLine, pLine);
    const moves = p.moves;
    this.forceRunners(moves, p.kind === "homer", batterEvent || moves.has(0));
    for (const b of p.steals) {
      const r = this.bases[b];
      const l = r ? this.batting[bat].get(r.id) : undefined;
      if (l) l.sb++;
    }
    const name = (b: number): string => {
      const r = b === 0 ? batterId : this.bases[b]?.id;
      return r ? this.short(r) : "the runner";
    };
    const text = p.text
      .replace(/\{B\}/g, this.short(batterId))
      .replace(/\{P\}/g, this.short(pitcherId))
      .replace(/\{C\}/g, this.short(this.fielders[field][2] ?? ""))
      .replace(/\{R(\d)\}/g, (_, b: string) => name(Number(b)));
    const clauses: string[] = [];
    const next: (Runner | null)[] = [null, null, null, null];
    let outsOnPlay = 0;
    const forcedPitcher = [...moves.entries()]
      .filter(([b, mv]) => b > 0 && mv.out && this.bases[b])
      .sort((a, b) => b[0] - a[0])[0];
    for (const from of [3, 2, 1, 0]) {
      const runner: Runner | null =
        from === 0
          ? batterEvent || moves.has(0)
            ? {
                id: batterId,
                pitcher: p.force && forcedPitcher ? this.bases[forcedPitcher[0]]!.pitcher : pitcherId,
              }
            : null
          : this.bases[from];
      const mv = moves.get(from);
      if (!runner) {
        if (mv && from > 0)
          this.problems.push(`${this.id} inning ${inning}: no runner on ${from} for "${event}"`);
        continue;
      }
      if (!mv) {
        if (from > 0 && next[from]) this.problemRunner(from, event);
        if (from > 0) next[from] = runner;
        continue;
      }
      const who = this.short(runner.id);
      if (mv.out) {
        outsOnPlay++;
        if (mv.explicit && from > 0) clauses.push(`${who} out at ${BASE_NAME[mv.to]}`);
        else if (mv.explicit && from === 0 && p.kind !== "out" && p.kind !== "strikeout")
          clauses.push(`${who} out at ${BASE_NAME[mv.to]}`);
        else if (from > 0 && p.kind === "out") clauses.push(`${who} out`);
        continue;
      }
      if (mv.to === 4) {
        this.runs[bat]++;
        this.lineScore[bat][inning - 1]++;
        const rl = this.batting[bat].get(runner.id);
        if (rl) rl.r++;
        const charged = this.pitching[field].get(runner.pitcher);
        if (charged) charged.r++;
        // As Chadwick credits them: a run on a batter's play (the files mark (NR) where the scorer gave
        // none), on his error only the runner's from third; none on a strikeout, a ground-ball double
        // play or a runner's own error.
        const rbi =
          mv.rbi ??
          (batterEvent &&
            p.kind !== "strikeout" &&
            (p.kind !== "error" || from === 3) &&
            !p.gdp &&
            !mv.onError);
        if (rbi && bLine && batterEvent) bLine.rbi++;
        if (!(from === 0 && p.kind === "homer")) clauses.push(`${who} scored`);
      } else {
        if (next[mv.to]) this.problemRunner(mv.to, event);
        next[mv.to] = runner;
        // Implied moves (the batter to first on a single, a stolen base, a forced runner) go untold.
        if (mv.explicit) clauses.push(`${who} to ${BASE_NAME[mv.to]}`);
      }
    }
    this.bases = next;
    this.outs += outsOnPlay;
    if (pLine) pLine.outs += outsOnPlay;
    if (p.kind !== "none" || text) this.tell(inning, bat, text, clauses, outsOnPlay);
  }

  /** Adds a play's sentence, after the substitutions made before it. */
  tell(inning: number, bat: Side, main: string, clauses: string[], outs: number): void {
    let text = clauses.length ? `${main}; ${clauses.join(", ")}` : main;
    if (this.pending.length) {
      text = `${this.pending.join(". ")}. ${capitalize(text)}`;
      this.pending = [];
    }
    this.plays.push({
      inning,
      half: bat === "away" ? "top" : "bottom",
      text: capitalize(text),
      outs,
      awayScore: this.runs.away,
      homeScore: this.runs.home,
    });
  }

  /** On a homer every runner scores; else a runner whose base another takes, and whom the file moves nowhere, is forced up. */
  forceRunners(moves: Map<number, Move>, homer: boolean, batterRuns: boolean): void {
    for (let b = 1; b <= 3; b++) {
      if (!this.bases[b] || moves.has(b)) continue;
      if (homer) moves.set(b, move(4, false));
      else if (
        [...moves.entries()].some(
          ([from, mv]) => !mv.out && mv.to === b && (from > 0 ? !!this.bases[from] : batterRuns),
        )
      )
        moves.set(b, move(b + 1, false));
    }
  }

  problemRunner(base: number, event: string): void {
    this.problems.push(`${this.id} inning ${this.inning}: two runners on ${base} after "${event}"`);
  }

  result(): EventGame {
    const id = this.id;
    const date = (this.info.date ?? "").replace(/\//g, "-");
    const decisions: [string, PitcherLine["decision"]][] = [
      ["wp", "W"],
      ["lp", "L"],
      ["save", "S"],
    ];
    for (const [key, mark] of decisions) {
      const who = this.info[key];
      if (!who) continue;
      const line = this.pitching.home.get(who) ?? this.pitching.away.get(who);
      if (line) line.decision = mark;
      else this.problems.push(`${id}: pitcher of record ${key} ${who} did not pitch`);
    }
    const order = (lines: Map<string, BatterLine>) =>
      [...lines.values()]
        .map((l, i) => ({ l, i }))
        .sort((a, b) => a.l.slot - b.l.slot || a.i - b.i)
        .map((x) => x.l);
    return {
      id,
      date,
      visitor: this.info.visteam ?? "",
      home: this.info.hometeam ?? id.slice(0, 3),
      gameNumber: Number(id.slice(11, 12)) || 0,
      info: this.info,
      batting: { away: order(this.batting.away), home: order(this.batting.home) },
      pitching: { away: [...this.pitching.away.values()], home: [...this.pitching.home.values()] },
      lineScore: this.lineScore,
      runs: this.runs,
      plays: this.plays,
      problems: this.problems,
    };
  }
}

function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** Every game of an event file's text, in the file's order. */
export function parseEventFile(text: string): EventGame[] {
  const games: EventGame[] = [];
  let g: GameState | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const f = fieldsOf(line);
    switch (f[0]) {
      case "id":
        if (g) games.push(g.result());
        g = new GameState(f[1]);
        break;
      case "info":
        if (g) g.info[f[1]] = f.slice(2).join(",");
        break;
      case "start":
      case "sub":
        if (g) g.lineup(f[3], f, f[0] === "sub");
        break;
      case "play":
        if (g) g.play(f);
        break;
      case "data":
        if (g && f[1] === "er") {
          const line = g.pitching.home.get(f[2]) ?? g.pitching.away.get(f[2]);
          if (line) line.er = (line.er ?? 0) + Number(f[3]);
          else g.problems.push(`${g.id}: earned runs of ${f[2]}, who did not pitch`);
        }
        break;
      default:
        // version, com (comments), badj/padj/ladj (batting hand, order adjustments): nothing to count.
        break;
    }
  }
  if (g) games.push(g.result());
  return games;
}
