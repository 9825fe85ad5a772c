// The development console's code-split parts: loaders only, so importing this file loads nothing by itself.
export const loadGraphQLExplorer = () => import('./GraphQLExplorer.tsx');
