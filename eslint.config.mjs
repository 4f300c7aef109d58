import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Module boundaries mirror the dependency table in DESIGN.md.
 * Every project carries one `type:*` and one `scope:*` tag; a project whose tags match
 * no rule may depend on nothing, so an untagged project fails lint as soon as it imports one of ours.
 * A project must satisfy every rule its tags match: `type:*` says which layers it may use,
 * `scope:*` which domains.
 */
const shared = 'scope:shared';
const depConstraints = [
  // Layers
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:session',
      'type:data-access',
      'type:ui',
      'type:contract',
    ],
  },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:contract'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:session',
      'type:data-access',
      'type:ui',
      'type:contract',
    ],
  },
  {
    sourceTag: 'type:session',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:contract'],
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:contract'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
  // Domains: shared libs and `offices` (its pickers and label rules are reference data every
  // domain shows) for all, plus exactly these domain edges.
  // The shell imports only what it composes: add a domain here when its routes join the shell.
  {
    sourceTag: 'scope:shell',
    onlyDependOnLibsWithTags: [
      shared,
      'scope:documents',
      'scope:ematerai',
      'scope:monitoring',
      'scope:offices',
      'scope:upload-placement',
      'scope:users',
      'scope:vendors',
    ],
  },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: [shared] },
  { sourceTag: shared, onlyDependOnLibsWithTags: [shared] },
  ...Object.entries({
    documents: ['signing'],
    'upload-placement': ['signing'],
    signing: [],
    ematerai: [],
    offices: [],
    users: [],
    vendors: [],
    monitoring: [],
  }).map(([domain, domainEdges]) => ({
    sourceTag: `scope:${domain}`,
    onlyDependOnLibsWithTags: [
      shared,
      'scope:offices',
      ...domainEdges.map((edge) => `scope:${edge}`),
    ],
  })),
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // react-pdf and pdf.js (~120 KB gzip) load only where a PDF is shown: through the lazy viewer
    // of `@esign/ui-kit/pdf`, never from another module.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/ui-kit/src/pdf/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-pdf', 'react-pdf/*', 'pdfjs-dist', 'pdfjs-dist/*'],
              message: 'Use the lazy viewer of @esign/ui-kit/pdf.',
            },
          ],
        },
      ],
    },
  },
  {
    // These recipes are not in the app's Chakra system (libs/ui-kit/src/theme/app-system.ts): they
    // would load with /login and the admin frame, which show none of them. Each use passes its own,
    // imported from '@chakra-ui/react/theme'; without it the control renders unstyled.
    files: ['**/*.tsx'],
    ignores: ['**/*.spec.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          [
            "[name.object.name='NativeSelect'][name.property.name='Root']",
            'nativeSelectSlotRecipe',
          ],
          ["[name.object.name='Checkbox'][name.property.name='Root']", 'checkboxSlotRecipe'],
          ["[name.name='Textarea']", 'textareaRecipe'],
        ].map(([element, recipe]) => ({
          selector: `JSXOpeningElement${element}:not(:has(JSXAttribute[name.name='recipe']))`,
          message: `Pass recipe={${recipe}} (from '@chakra-ui/react/theme'): the app's Chakra system leaves it out.`,
        })),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
