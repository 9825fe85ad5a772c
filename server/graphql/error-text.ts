// Error messages quote the request back: graphql-js names the unknown field, the unexpected token or the
// value a variable could not take. A 9 kB field name must not come back as a 9 kB message (an amplifier,
// and a way to make logs and screens carry what an attacker typed), so every quoted part and every long
// unbroken token is cut to a few dozen characters, and the whole message to a few hundred.

/** Characters kept of one quoted name, value or token. */
export const MAX_ECHO_CHARS = 40;
/** Characters kept of a whole message. */
export const MAX_MESSAGE_CHARS = 400;

const ELLIPSIS = '\u2026';

/** The first `n` characters (code points, so an emoji is never cut in half), with … when anything was dropped. */
function cut(text: string, n: number): string {
  const chars = Array.from(text);
  return chars.length > n ? chars.slice(0, n).join('') + ELLIPSIS : text;
}

// A double-quoted part (graphql-js quotes names and string values, with \" inside), or a run of
// characters that are neither spaces nor quotes (unquoted tokens and printed values).
const PART = /"(?:[^"\\]|\\.)*"|[^\s"]+/g;

/** The message with each quoted part and each long token cut to MAX_ECHO_CHARS, and the whole to MAX_MESSAGE_CHARS. */
export function shortenEchoes(message: string): string {
  const short = message.replace(PART, (part) =>
    part.startsWith('"') && part.length > 1 ? `"${cut(part.slice(1, -1), MAX_ECHO_CHARS)}"` : cut(part, MAX_ECHO_CHARS),
  );
  return cut(short, MAX_MESSAGE_CHARS);
}
