// Mocked answers as the app's server sends them. The client asks for `__typename` on every selection,
// the operation's root included (see client/src/__generated__/persisted-documents.json: `query X {
// __typename ... }`), and the server answers it ('Query', 'Mutation'). A mock written without the root's
// typename makes Apollo's cache warn "Missing field '__typename'" on every write, which buries the
// warnings that matter; this adds it where a mock leaves it out.
import { getMainDefinition } from '@apollo/client/utilities';
import type { MockedResponse } from '@apollo/client/testing';

const ROOT_TYPENAME = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

type Answer = { data?: unknown } | undefined;

function withTypename<T extends Answer>(answer: T, typename: string): T {
  const data = answer?.data;
  if (!data || typeof data !== 'object' || '__typename' in data) return answer;
  return { ...answer, data: { __typename: typename, ...data } };
}

/** `mock` with its answer's root typed as the server types it. */
function served(mock: MockedResponse): MockedResponse {
  const definition = getMainDefinition(mock.request.query);
  if (definition.kind !== 'OperationDefinition' || mock.result === undefined) return mock;
  const typename = ROOT_TYPENAME[definition.operation];
  const { result } = mock;
  return {
    ...mock,
    result:
      typeof result === 'function'
        ? (variables: Record<string, unknown>) => withTypename(result(variables), typename)
        : withTypename(result, typename),
  } as MockedResponse;
}

/** Every mock of `mocks`, as served. */
export const allServed = (mocks: readonly MockedResponse[]): MockedResponse[] => mocks.map(served);
