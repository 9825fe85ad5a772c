// ESLint flat config, run by `npm test` (`npm run lint`). Besides the usual TypeScript, React hooks and
// accessibility rules it encodes the architecture (ARCHITECTURE.md "What each part must never import"), so the
// import rules live in a tool, not in a reviewer's memory:
// - client/ never imports server/; server/ imports from client/ only the server-rendering contract file;
// - a client feature folder is used by others only through its public entry (features/<name>/index.ts, and
//   lazy.ts for the loaders of its code-split parts);
// - server/provider knows no GraphQL and no sandbox;
// - server/sandbox imports nothing outside itself.
// GraphQL: @graphql-eslint checks schema.graphql (descriptions, naming) and the client's operations against it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/** The one file of client/ the server may import: types and route knowledge, no React. */
const SSR_CONTRACT = 'client/src/ssr-contract.ts';

const featureNames = ['booking', 'city-preference', 'dev-console', 'home', 'hotel', 'hotel-list', 'rates', 'search'];

/** Zones for import-x/no-restricted-paths: `target` may not import from `from` (except `except`). */
const architecture = [
  { target: './client', from: './server', message: 'The client never imports server code; talk to it over GraphQL.' },
  {
    target: './server',
    from: './client',
    except: ['./src/ssr-contract.ts'],
    message: `The server imports from client/ only the server-rendering contract (${SSR_CONTRACT}).`,
  },
  {
    target: './server/provider',
    from: ['./server/graphql', './server/sandbox', './node_modules/graphql'],
    message: 'server/provider speaks the provider’s HTTP contract only: it knows no GraphQL and no sandbox.',
  },
  {
    target: './server/sandbox',
    from: './server',
    except: ['./sandbox'],
    message: 'server/sandbox stands alone, like the real provider: it imports nothing from the rest of the server.',
  },
  // A feature is used by other features, routes and the app only through its public entry.
  ...featureNames.map((name) => ({
    target: [
      './client/src/app',
      './client/src/routes',
      './client/src/components',
      './client/src/lib',
      ...featureNames.filter((n) => n !== name).map((n) => `./client/src/features/${n}`),
    ],
    from: `./client/src/features/${name}`,
    // index.ts is what a feature offers; lazy.ts holds only the loaders of its code-split parts (dynamic
    // imports), so that importing a loader never pulls the whole public entry into a page's first load.
    except: ['./index.ts', './lazy.ts'],
    message: `Import client/src/features/${name} through its public entry (features/${name}/index.ts, or lazy.ts for its loaders).`,
  })),
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', '.data/', 'test-results/', '**/__generated__/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: architecture }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's first field takes focus when the dialog opens, as the WAI-ARIA dialog pattern asks; antd's
      // components do that through their autoFocus prop. Plain DOM elements still may not grab focus on load.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  // Issue 17: every string a traveller sees comes from the locale files (English and Hindi), never from JSX.
  // JSX text and the attributes a person reads or hears are checked; the allow-list is the words that are the
  // same in every language (the brand, symbols, numbers). The development console is for engineers, in English.
  {
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/features/dev-console/**', 'client/src/routes/dev/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'alt',
              'title',
              'label',
              'placeholder',
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'okText',
              'cancelText',
              'tooltip',
              'message',
              'description',
              'subTitle',
              'extra',
              'help',
              'emptyText',
              'content',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~·•×₹–—…\\s]+', 'StayIndia', 'English', 'हिन्दी'] },
        },
      ],
    },
  },
  // The app's layouts use its own grid (components/Grid.tsx). antd's Row re-renders itself as it mounts, and
  // importing Col would bring its 24 spans at five breakpoints (79 kB) back into the stylesheet every page loads.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Row', 'Col'],
              message: "Use GridRow and GridCol from components/Grid.tsx: antd's grid costs a re-render and 79 kB of CSS.",
            },
          ],
        },
      ],
    },
  },
  // An antd icon names itself after its file ("environment", "shopping-cart", "more"), in English, and a
  // screen reader reads that name out, in the Hindi app too ("shopping-cart Book Now"). Each icon says
  // whether it is decoration (aria-hidden) or has a name of its own (a translated aria-label).
  {
    files: ['client/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXOpeningElement[name.name=/^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label|labelledby)$/])):not(:has(JSXSpreadAttribute))',
          message: 'An icon is read out by its file name, in English: mark it aria-hidden, or give it a translated aria-label.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Tests read JSON off the wire and assert on it; the assertions, not the types, are the checks there.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // GraphQL: the schema and the client's operations (extracted from graphql(`...`) calls by the processor).
  {
    files: ['client/src/**/*.{ts,tsx}'],
    processor: graphqlPlugin.processor,
  },
  {
    files: ['schema.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: 'schema.graphql' } } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // The house style writes one-line descriptions as "..." and longer ones as block strings; the rule can
      // enforce only one of the two, and a paragraph squeezed into one quoted line helps no reader.
      '@graphql-eslint/description-style': 'off',
      // Relay-style global ids: this API identifies hotels, rooms and bookings by the provider's and the
      // ledger's own ids, and value types (Money, GeoPoint, TaxOrFee...) have no identity at all.
      '@graphql-eslint/strict-id-in-types': 'off',
      // Published names other clients already use (Hotel.hotelType, Rate.rateId, Prebook.prebookId; the types
      // BedType and HotelType) stay: renaming them would break those clients for a naming preference.
      '@graphql-eslint/no-typename-prefix': 'off',
      '@graphql-eslint/naming-convention': [
        'error',
        {
          ...graphqlPlugin.configs['flat/schema-recommended'].rules['@graphql-eslint/naming-convention'][1],
          'ObjectTypeDefinition,ObjectTypeExtension': {
            forbiddenPrefixes: ['Type'],
            forbiddenSuffixes: ['Type'],
            ignorePattern: '^(BedType|HotelType)$',
          },
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema.graphql', documents: 'client/src/**/*.{ts,tsx}' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      // Colocated fragments are named Component_prop (HotelCard_hotel), as Apollo's and Relay's guides do.
      '@graphql-eslint/naming-convention': [
        'error',
        {
          OperationDefinition: { style: 'PascalCase', forbiddenPrefixes: ['Query', 'Mutation', 'Subscription', 'Get'] },
          FragmentDefinition: {
            style: 'PascalCase',
            ignorePattern: '^[A-Z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$',
          },
          VariableDefinition: 'camelCase',
        },
      ],
    },
  },
);
