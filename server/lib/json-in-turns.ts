// JSON.parse for a big answer whose bulk is one array (a city's rates: `{"data":[...4,500 hotels...]}`, ~10 MB),
// done a piece at a time so the process keeps serving other requests while it works. The text is scanned for
// the top-level members and the array's items, then each piece goes through JSON.parse itself: the result,
// and which texts are refused, are JSON.parse's (tests/server/provider/json-in-turns.test.ts compares the two).
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Characters scanned per turn of the event loop (a few ms of work). */
const CHARS_PER_TURN = 1 << 20;
/** Array items parsed per turn (~250 hotels of rates: a few ms). */
const ITEMS_PER_TURN = 250;

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;

/** One top-level member: `"key"` from keyStart to colon, its value from colon + 1 to end. */
interface Member {
  keyStart: number;
  colon: number;
  end: number;
  /** the depth-2 commas inside this member's value (an array's item boundaries) */
  commas: number[];
}

/**
 * Parses `text` as JSON.parse would. When the text is an object, its members and the items of its `arrayKey`
 * array are parsed a slice at a time, yielding to the event loop between slices; any other text goes to
 * JSON.parse in one piece. Invalid JSON throws a SyntaxError either way: every character of the text is
 * either checked here (the object's braces, the commas and colons between its members, the array's brackets
 * and commas) or inside a piece that JSON.parse reads.
 */
export async function parseJsonInTurns(text: string, arrayKey: string): Promise<unknown> {
  const first = skipSpace(text, 0);
  if (text.charCodeAt(first) !== OPEN_BRACE) return JSON.parse(text);

  const members: Member[] = [];
  let member: Member | undefined;
  /** where the next member's key may start: just after `{` or a comma, whitespace allowed */
  let memberFrom = first + 1;
  let depth = 0;
  let closed = -1;
  let nextYield = CHARS_PER_TURN;
  for (let i = first; i < text.length; i++) {
    if (i >= nextYield) {
      nextYield += CHARS_PER_TURN;
      await nextTurn();
    }
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      if (depth === 1 && !member) {
        // Anything but whitespace before a key (`{x"a":1}`, `{"a":1,[2]"b":3}`): JSON.parse says where.
        if (skipSpace(text, memberFrom) !== i) return JSON.parse(text);
        member = { keyStart: i, colon: -1, end: -1, commas: [] };
      }
      // To the string's closing quote: the next one not escaped (preceded by an even run of backslashes).
      let close = text.indexOf('"', i + 1);
      while (close > 0 && escaped(text, close)) close = text.indexOf('"', close + 1);
      if (close < 0) return JSON.parse(text);
      i = close;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
      if (depth === 0) {
        if (c !== CLOSE_BRACE) return JSON.parse(text); // `{"data":[]]`
        closed = i;
        break;
      }
    } else if (c === COLON && depth === 1 && member && member.colon < 0) member.colon = i;
    else if (c === COMMA && depth === 1) {
      if (!member || member.colon < 0) return JSON.parse(text); // `{,`, `,,` or `{"a",`
      member.end = i;
      members.push(member);
      member = undefined;
      memberFrom = i + 1;
    } else if (c === COMMA && depth === 2 && member) member.commas.push(i);
  }
  // Unclosed, something after the object, a trailing comma (`{"a":1,}`), or a key with no colon.
  if (closed < 0 || skipSpace(text, closed + 1) !== text.length) return JSON.parse(text);
  if (member) {
    if (member.colon < 0) return JSON.parse(text);
    member.end = closed;
    members.push(member);
  } else if (members.length > 0 || skipSpace(text, memberFrom) !== closed) return JSON.parse(text);

  const out: Record<string, unknown> = {};
  let parsed = 0;
  for (const m of members) {
    const key = JSON.parse(text.slice(m.keyStart, m.colon)) as string;
    const valueStart = skipSpace(text, m.colon + 1);
    const valueEnd = trimEnd(text, m.end);
    let value: unknown;
    if (key === arrayKey && text.charCodeAt(valueStart) === OPEN_BRACKET && text.charCodeAt(valueEnd - 1) === CLOSE_BRACKET) {
      const items: unknown[] = [];
      const empty = m.commas.length === 0 && skipSpace(text, valueStart + 1) === valueEnd - 1;
      if (!empty) {
        const bounds = [valueStart, ...m.commas, valueEnd - 1];
        for (let k = 0; k + 1 < bounds.length; k++) {
          if (++parsed % ITEMS_PER_TURN === 0) await nextTurn();
          items.push(JSON.parse(text.slice(bounds[k] + 1, bounds[k + 1])));
        }
      }
      value = items;
    } else value = JSON.parse(text.slice(valueStart, valueEnd));
    // As JSON.parse does: an own property whatever the key ("__proto__" included), the last one winning.
    Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  }
  return out;
}

/** Whether the quote at `at` is escaped: an odd number of backslashes just before it. */
function escaped(text: string, at: number): boolean {
  let n = 0;
  while (text.charCodeAt(at - 1 - n) === BACKSLASH) n++;
  return n % 2 === 1;
}

/** The index of the first non-whitespace character (JSON's four) at or after `from`. */
function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    i++;
  }
  return i;
}

/** `end` moved back over JSON whitespace. */
function trimEnd(text: string, end: number): number {
  let i = end;
  while (i > 0) {
    const c = text.charCodeAt(i - 1);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    i--;
  }
  return i;
}
