// The Date (yyyy-MM-dd, a real calendar date) and DateTime (ISO 8601 with an offset) scalars. Bad values
// are refused during argument coercion, so resolvers only ever see well-formed strings.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isCalendarDate } from '../hotels/dates.ts';

function bad(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function parseDate(v: unknown): string {
  if (typeof v !== 'string' || !isCalendarDate(v))
    throw bad(`Dates must be real calendar dates written yyyy-MM-dd, for example 2026-12-01.`);
  return v;
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar date in `yyyy-MM-dd` form, interpreted in India Standard Time.',
  serialize: (v) => {
    if (typeof v === 'string' && isCalendarDate(v.slice(0, 10))) return v.slice(0, 10);
    if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString().slice(0, 10);
    throw new GraphQLError('Date cannot represent this value');
  },
  parseValue: parseDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw bad('Dates must be strings written yyyy-MM-dd.');
    return parseDate(ast.value);
  },
});

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(v: unknown): string {
  if (typeof v !== 'string' || !ISO_INSTANT.test(v) || Number.isNaN(Date.parse(v))) {
    throw bad('Times must be ISO 8601 instants with an offset, for example 2026-12-01T10:30:00.000Z.');
  }
  return v;
}

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An instant in ISO 8601 form with an offset, for example `2026-12-01T10:30:00.000Z`.',
  serialize: (v) => {
    if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString();
    if (typeof v === 'string' && !Number.isNaN(Date.parse(v))) return new Date(v).toISOString();
    if (typeof v === 'number' && Number.isFinite(v)) return new Date(v).toISOString();
    throw new GraphQLError('DateTime cannot represent this value');
  },
  parseValue: parseDateTime,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw bad('Times must be strings in ISO 8601 form.');
    return parseDateTime(ast.value);
  },
});
