// The shape every language's strings must have: the English object's keys, each a string.
export type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
