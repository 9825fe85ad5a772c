// The shape a Hindi locale file must have: every key of its English file, each a string. A Hindi file
// declares `satisfies Strings<typeof en>`, so a missing or misspelt key fails the type check
// (tests/client/i18n-keys.test.ts checks the same at run time, with the placeholders).
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
