// How Apollo executes operations: queries the clients send again and again run as JavaScript compiled for
// their exact selection (graphql-jit); everything else runs on graphql-js, as Apollo would run it.
//
// Why: a rates answer is ~300 fields. graphql-js resolves each one through generic code that allocates a
// path, an info object and two dictionary-mode objects (arguments, results) per field: half of the bytes a
// hotelRates miss allocated and most of its GC (bench/server.ts "Latency added to a 300 ms provider").
// The compiled query builds the same answer with plain object literals.
//
// Apollo takes a custom executor only through its gateway interface, so this module is a "gateway" that
// serves the app's own schema. What stays exactly as before:
// - parsing, validation (with graphql/limits.ts), the document cache, plugins, error formatting: Apollo's;
// - operations run on graphql-js when compiling is not worth it or not proven for them: mutations (rare,
//   serial, side effects), introspection, a document's first execution (a one-off query costs a compile
//   that would never pay back), and a document graphql-jit cannot compile;
// - variables are coerced by graphql-js first: a request with bad variables is executed by graphql-js,
//   so its errors (and Apollo's BAD_USER_INPUT for them) are graphql-js's, word for word;
// - errors raised while executing become graphql-js GraphQLErrors with the same message, path, locations
//   and original error, so graphql/errors.ts maps and masks them as before.
import { createRequire } from 'node:module';
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import type { DocumentNode, ExecutionResult, GraphQLError as GraphQLErrorType, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

// graphql-js as Apollo, @graphql-tools/schema and graphql-jit load it (CommonJS). Under Vite (vitest) an
// `import` from this module may get graphql's ESM build instead: a second realm whose GraphQLError Apollo's
// `instanceof` would not recognise (see also graphql/limits.ts).
const require = createRequire(import.meta.url);
const graphql = require('graphql') as typeof import('graphql');

type Gateway = ApolloServerOptionsWithGateway<object>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type RequestContext = Parameters<Executor>[0];

/** Executions of a document on graphql-js before it is compiled. */
const COMPILE_AFTER = 1;

/** What is known of one operation of one document. */
type Plan = { kind: 'interpret'; runs: number } | { kind: 'compiled'; query: CompiledQuery['query'] };

export interface CompilingExecutorOptions {
  /** told when graphql-jit refuses a document (it then runs on graphql-js for good) */
  onCompileError?: (err: unknown) => void;
}

/** True for operations that read `__schema` or `__type` at the root: introspection stays on graphql-js. */
function isIntrospection(op: OperationDefinitionNode): boolean {
  return op.selectionSet.selections.some(
    (s) => s.kind === graphql.Kind.FIELD && (s.name.value === '__schema' || s.name.value === '__type'),
  );
}

/** A graphql-jit error as the GraphQLError graphql-js would have raised (Apollo reads its `extensions`). */
function asGraphqlJsError(e: GraphQLErrorType): GraphQLErrorType {
  if (Object.prototype.hasOwnProperty.call(e, 'nodes') && e.extensions) return e; // graphql-js's own
  const original = e.originalError ?? undefined;
  const err = new graphql.GraphQLError(e.message, { path: e.path, originalError: original });
  // graphql-js takes locations from AST nodes, which graphql-jit has already turned into locations.
  if (e.locations) (err as { locations?: unknown }).locations = e.locations;
  return err;
}

/**
 * The executor Apollo runs every validated operation through. `schema` must be the schema Apollo serves
 * (given to it through `gatewayFor`).
 */
export function compilingExecutor(schema: GraphQLSchema, opts: CompilingExecutorOptions = {}): Executor {
  // Apollo keeps one DocumentNode per query text in its document cache, so a repeated query finds its plan
  // here; when Apollo drops a document, its plans go with it.
  const plans = new WeakMap<DocumentNode, Map<string, Plan>>();

  const interpret = (rc: RequestContext): Promise<ExecutionResult> =>
    Promise.resolve(
      graphql.execute({
        schema,
        document: rc.document,
        contextValue: rc.context,
        variableValues: rc.request.variables,
        operationName: rc.request.operationName,
      }),
    );

  const planFor = (rc: RequestContext): Plan => {
    let byOperation = plans.get(rc.document);
    if (!byOperation) plans.set(rc.document, (byOperation = new Map()));
    const name = rc.operationName ?? '';
    let plan = byOperation.get(name);
    if (!plan) byOperation.set(name, (plan = { kind: 'interpret', runs: 0 }));
    if (plan.kind === 'interpret' && plan.runs >= COMPILE_AFTER && rc.operation.operation === 'query' && !isIntrospection(rc.operation)) {
      let compiled: CompiledQuery | ExecutionResult;
      try {
        compiled = compileQuery(schema, rc.document, rc.operationName ?? undefined) as CompiledQuery | ExecutionResult;
      } catch (err) {
        compiled = { errors: [err as GraphQLErrorType] };
      }
      if (isCompiledQuery(compiled)) {
        plan = { kind: 'compiled', query: compiled.query.bind(compiled) };
      } else {
        opts.onCompileError?.(compiled.errors?.[0]);
        plan = { kind: 'interpret', runs: -Infinity }; // never again
      }
      byOperation.set(name, plan);
    }
    return plan;
  };

  return async (rc) => {
    const plan = planFor(rc);
    if (plan.kind === 'interpret') {
      plan.runs++;
      return interpret(rc);
    }
    const variables = rc.request.variables ?? {};
    if (rc.operation.variableDefinitions?.length) {
      const coerced = graphql.getVariableValues(schema, rc.operation.variableDefinitions, variables);
      if (coerced.errors) return interpret(rc);
    }
    const result = await plan.query(undefined, rc.context, variables);
    if (!result.errors?.length) return { data: result.data };
    // graphql-js's order: errors first.
    return { errors: result.errors.map(asGraphqlJsError), data: result.data };
  };
}

/** The gateway-shaped object Apollo needs to use `executor` for the app's own, fixed schema. */
export function gatewayFor(schema: GraphQLSchema, executor: Executor): Gateway {
  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: graphql.printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}
