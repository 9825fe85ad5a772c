// Limits on what one GraphQL request may ask for, so a single request cannot make the server (or the
// provider, whose calls cost money and quota) do unbounded work: depth, aliases, directives and tokens
// (graphql-armor's rules and graphql-js's parser limit), a cost estimate in which list fields multiply,
// repeated fields, and field suggestions hidden outside development. Everything is refused at parse or
// validation time, before any resolver runs, as a 400 with a message naming the limit.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';

export const GRAPHQL_LIMITS = {
  /** nested field levels; the deepest page query (hotel -> rooms -> photos) uses 4 */
  maxDepth: 8,
  maxAliases: 15,
  maxDirectives: 10,
  /** lexical tokens of the document (comments do not count; the query size limit covers them) */
  maxTokens: 1000,
  /** estimated cost, see `operationCost` */
  maxCost: 10_000,
  /** the same field written more than this many times in one selection set is refused */
  maxFieldRepeats: 5,
  /** bytes of query text */
  maxQueryBytes: 10 * 1024,
  /** bytes of a /graphql request body (query plus variables) */
  maxBodyBytes: 100 * 1024,
} as const;

/**
 * Extra cost of fields whose resolver calls an upstream or the ledger: they are what a request really
 * spends. Everything else costs 1 per field (a value already in memory).
 */
const FIELD_WEIGHT: Record<string, number> = {
  'Query.searchHotels': 50,
  'Query.hotel': 20,
  'Query.hotelRates': 50,
  'Query.hotelTypes': 5,
  'Query.cities': 5,
  'Query.popularCities': 5,
  'Query.booking': 10,
  'Query.myBookings': 10,
  'Mutation.prebook': 100,
  'Mutation.confirmBooking': 100,
  'Mutation.accessBooking': 10,
  'Mutation.requestSignInLink': 10,
  'Mutation.redeemSignInLink': 10,
};

/**
 * How many items a list field is assumed to hold: its upper bound where the API has one (page size, city
 * limit, token count), else a generous guess of what the provider sends. Variables are unknown at
 * validation time, so a size given by a variable counts at its maximum.
 */
const LIST_SIZE: Record<string, number | ((field: FieldNode) => number)> = {
  'Query.cities': (f) => literalInt(argument(f, 'limit')) ?? 10,
  'Query.popularCities': 12,
  'Query.hotelTypes': 30,
  // the access tokens of one browser's bookings; their records come from one ledger query
  'Query.myBookings': (f) => literalListLength(argument(f, 'accessTokens')) ?? 25,
  // the bookings of one address (at most 100); their records come from one ledger query, as myBookings'
  'SignInResult.bookings': 25,
  'HotelSearchResult.hotels': 50,
  'Hotel.images': 50,
  'Hotel.rooms': 20,
  'Room.photos': 10,
  'RatesResult.rates': 50,
  'Rate.taxesAndFees': 5,
  // the rate's taxes marked payable at the hotel: a subset of Rate.taxesAndFees
  'Booking.feesPayableAtHotel': 5,
  'CancellationPolicy.penalties': 5,
  'Booking.guests': 10,
  // voucher, invoice, calendar entry, cancellation note
  'Booking.documents': 4,
  // paid, confirmed, cancelled and the name corrections
  'Booking.timeline': 20,
  // the GST and other included taxes, per room
  'Booking.taxes': 16,
};
const DEFAULT_LIST_SIZE = 10;

function argument(field: FieldNode, name: string): ValueNode | undefined {
  return field.arguments?.find((a) => a.name.value === name)?.value;
}
function literalInt(v: ValueNode | undefined): number | undefined {
  return v?.kind === Kind.INT ? Math.max(0, Number.parseInt(v.value, 10)) : undefined;
}
function literalListLength(v: ValueNode | undefined): number | undefined {
  return v?.kind === Kind.LIST ? v.values.length : undefined;
}

// The schema's type objects are inspected by shape, not with graphql-js's isObjectType & co.: those check
// `instanceof`, and under Vite (vitest) this module may load graphql's ESM build while Apollo loads its CJS
// build, two realms whose classes differ.
interface Composite {
  name: string;
  getFields?: () => Record<string, GraphQLField<unknown, unknown>>;
}

function namedType(type: GraphQLOutputType): GraphQLNamedType {
  let t: unknown = type;
  while (t && typeof t === 'object' && 'ofType' in t && t.ofType) t = t.ofType;
  return t as GraphQLNamedType;
}
/** `[T]`, `[T]!`, `[T!]!`: a list, whatever its nullability. */
const isList = (type: GraphQLOutputType) => String(type).startsWith('[');
// Selections only ever reach output types, so "has fields or member types" means object, interface or union.
const isComposite = (t: unknown): t is Composite => !!t && typeof t === 'object' && ('getFields' in t || 'getTypes' in t);

function fieldDef(parent: Composite, name: string): GraphQLField<unknown, unknown> | undefined {
  return parent.getFields?.()[name];
}

/**
 * The estimated cost of an operation: 1 per field, plus FIELD_WEIGHT for upstream-backed fields; the
 * selection under a list of objects costs once per assumed item (LIST_SIZE), so nested lists multiply.
 * Introspection (`__schema`, `__type`) is free: it is answered from the schema in memory.
 */
export function operationCost(context: ValidationContext, operation: OperationDefinitionNode): number {
  const schema = context.getSchema();
  const root = schema.getRootType(operation.operation) as Composite | undefined | null;
  if (!root) return 0;
  const visiting = new Set<string>();

  const selectionCost = (set: SelectionSetNode, parent: Composite): number => {
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        if (name === '__schema' || name === '__type') continue;
        // Answered from the object's type, with no resolver: free. Apollo Client selects it in every
        // selection set, so counting it would charge a client for its cache's bookkeeping.
        if (name === '__typename') continue;
        const def = fieldDef(parent, name);
        if (!def) {
          cost += 1; // unknown field: another rule reports it
          continue;
        }
        const key = `${parent.name}.${name}`;
        let own = 1 + (FIELD_WEIGHT[key] ?? 0);
        const named = namedType(def.type);
        if (sel.selectionSet && isComposite(named)) {
          const size = LIST_SIZE[key];
          const items = isList(def.type) ? (typeof size === 'function' ? size(sel) : (size ?? DEFAULT_LIST_SIZE)) : 1;
          own += items * selectionCost(sel.selectionSet, named);
        }
        cost += own;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const cond = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
        cost += selectionCost(sel.selectionSet, isComposite(cond) ? cond : parent);
      } else {
        const name = sel.name.value;
        const fragment = context.getFragment(name);
        // A fragment cycle is reported by NoFragmentCycles; here it just stops the walk.
        if (!fragment || visiting.has(name)) continue;
        visiting.add(name);
        const cond = schema.getType(fragment.typeCondition.name.value);
        cost += selectionCost(fragment.selectionSet, isComposite(cond) ? cond : parent);
        visiting.delete(name);
      }
    }
    return cost;
  };

  return selectionCost(operation.selectionSet, root);
}

export function costLimitRule(maxCost: number = GRAPHQL_LIMITS.maxCost): ValidationRule {
  return (context): ASTVisitor => ({
    OperationDefinition(node) {
      const cost = operationCost(context, node);
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`Query cost limit of ${maxCost} exceeded, found ${Math.ceil(cost)}. Ask for fewer fields or smaller lists.`, {
            nodes: [node],
          }),
        );
      }
      return false; // the walk above already covered the operation
    },
  });
}

/**
 * graphql-js merges repeated fields, but validating them is quadratic (OverlappingFieldsCanBeMerged) and
 * a legitimate query never writes one field many times in one selection set: refuse it.
 */
export function fieldRepeatsRule(maxRepeats: number = GRAPHQL_LIMITS.maxFieldRepeats): ValidationRule {
  return (context): ASTVisitor => ({
    SelectionSet(node) {
      const counts = new Map<string, number>();
      for (const sel of node.selections) {
        if (sel.kind !== Kind.FIELD) continue;
        const key = sel.alias?.value ?? sel.name.value;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      for (const [key, n] of counts) {
        if (n > maxRepeats) {
          context.reportError(
            new GraphQLError(`Field "${key}" is selected ${n} times in one selection set; at most ${maxRepeats} are allowed.`, {
              nodes: [node],
            }),
          );
        }
      }
    },
  });
}

/** graphql-armor reports through a handler; it prefixes "Syntax Error:", which these are not. */
function reportTo(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
}
const armorOptions = (n: number) => ({ n, exposeLimits: true, propagateOnRejection: false, onReject: [reportTo] });

/** The validation rules, in addition to graphql-js's specified rules. */
export function limitRules(): ValidationRule[] {
  return [
    // armor skips `__schema` (the standard introspection query nests type references deeply) but still
    // counts `__type`. Circular introspection through `__schema` (types > fields > type > fields ...) is
    // refused by graphql-js's own MaxIntrospectionDepthRule, one of the specified rules Apollo runs.
    // Depth is that of the fields a query resolves: a fragment spread is not a level of its own (armor's
    // default counts each spread twice over, so a client sharing a fragment inside another broke the limit).
    maxDepthRule({ ...armorOptions(GRAPHQL_LIMITS.maxDepth), ignoreIntrospection: true, flattenFragments: true }) as ValidationRule,
    // armor lets `__typename` aliases through by default; they are the usual probe of alias overload.
    maxAliasesRule({ ...armorOptions(GRAPHQL_LIMITS.maxAliases), allowList: [] }) as ValidationRule,
    maxDirectivesRule(armorOptions(GRAPHQL_LIMITS.maxDirectives)) as ValidationRule,
    fieldRepeatsRule(),
    costLimitRule(),
  ];
}

const SUGGESTION = /\s*Did you mean[^?]*\?/g;

/** Strips graphql-js's "Did you mean ...?" hints, which would let anyone map a schema field by field. */
export function hideSuggestionsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const e of errors) e.message = e.message.replace(SUGGESTION, '');
        },
      };
    },
  };
}

export interface GraphQLLimitOptions {
  /** keep "Did you mean" suggestions (development only) */
  showSuggestions: boolean;
}

/** Everything ApolloServer needs for the limits: spread into its constructor options. */
export function graphqlLimits(opts: GraphQLLimitOptions) {
  return {
    validationRules: limitRules(),
    // graphql-js stops lexing past this many tokens, before building any AST (GRAPHQL_PARSE_FAILED, 400).
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    plugins: opts.showSuggestions ? [] : [hideSuggestionsPlugin()],
  };
}
