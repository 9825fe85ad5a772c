// The provider client reads a city's rates answer (~10 MB) with parseJsonInTurns instead of one JSON.parse, so
// that the process serves other requests meanwhile. It must give what JSON.parse gives, and refuse what
// JSON.parse refuses: generated objects, and the same texts with one character deleted, inserted or replaced.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonInTurns } from '../../../server/lib/json-in-turns.ts';
import { countTurns } from '../turns.ts';

type Outcome = { ok: true; value: unknown } | { ok: false };

const viaJsonParse = (text: string): Outcome => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};
const inTurns = async (text: string, key = 'data'): Promise<Outcome> => {
  try {
    return { ok: true, value: await parseJsonInTurns(text, key) };
  } catch (err) {
    expect(err).toBeInstanceOf(SyntaxError);
    return { ok: false };
  }
};

/** An answer like the provider's: a `data` array among other members, laid out in one of three ways. */
const answerText = fc
  .tuple(
    fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
    fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 12 }),
    fc.nat({ max: 5 }),
    fc.constantFrom<string | number | undefined>(undefined, 2, '\t'),
  )
  .map(([rest, data, at, indent]) => {
    const entries = Object.entries(rest);
    entries.splice(at % (entries.length + 1), 0, ['data', data]);
    return JSON.stringify(Object.fromEntries(entries), null, indent);
  });

describe('parseJsonInTurns', () => {
  it('gives what JSON.parse gives for objects with a data array, however laid out', async () => {
    await fc.assert(
      fc.asyncProperty(answerText, async (text) => {
        expect(await inTurns(text)).toEqual(viaJsonParse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what JSON.parse refuses: one character deleted, inserted or replaced anywhere', async () => {
    const edit = fc.tuple(
      answerText,
      fc.nat(),
      fc.constantFrom('delete', 'insert', 'replace'),
      fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', ' ', 'x', '1', '\n', '\u0001'),
    );
    await fc.assert(
      fc.asyncProperty(edit, async ([text, n, how, c]) => {
        const i = n % (text.length + 1);
        const edited =
          how === 'delete' ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + c + text.slice(how === 'insert' ? i : i + 1);
        expect(await inTurns(edited)).toEqual(viaJsonParse(edited));
      }),
      { numRuns: Number(process.env.JSON_TURNS_RUNS ?? 2000) },
    );
  });

  it('agrees with JSON.parse on texts that are not such objects', async () => {
    for (const text of [
      '',
      ' ',
      '[]',
      '[1,2]',
      '"data"',
      '12',
      'null',
      '{}',
      ' { } ',
      '{,}',
      '{"a":1,}',
      '{"a"}',
      '{"a":}',
      '{"data":[1,]}',
    ]) {
      expect(await inTurns(text), text).toEqual(viaJsonParse(text));
    }
    expect(await inTurns('{"data":[]}')).toEqual({ ok: true, value: { data: [] } });
    expect(await inTurns('{"data": [ ] }')).toEqual({ ok: true, value: { data: [] } });
    expect(await inTurns('{"data":{"a":[1,2]}}')).toEqual({ ok: true, value: { data: { a: [1, 2] } } });
    expect(await inTurns('{"a":1,"a":2}')).toEqual({ ok: true, value: { a: 2 } });
  });

  it('makes "__proto__" an own member, as JSON.parse does, never the prototype', async () => {
    const text = '{"__proto__":{"polluted":true},"data":[{"__proto__":{"x":1}}]}';
    const value = (await parseJsonInTurns(text, 'data')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'data']);
    expect((value as { polluted?: boolean }).polluted).toBeUndefined();
    expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('lets the event loop turn while it reads a big array', async () => {
    const text = JSON.stringify({
      data: Array.from({ length: 3000 }, (_, i) => ({ hotelId: `lp${i}`, note: 'x'.repeat(400) })),
      hotels: [],
    });
    const counting = countTurns();
    const value = (await parseJsonInTurns(text, 'data')) as { data: Array<{ hotelId: string }> };
    const turns = counting.stop();
    expect(value.data).toHaveLength(3000);
    expect(value.data[2999].hotelId).toBe('lp2999');
    // 3,000 items at 250 a turn, and 1.3 MB scanned at 1 MiB a turn.
    expect(turns).toBeGreaterThanOrEqual(12);
  });
});
