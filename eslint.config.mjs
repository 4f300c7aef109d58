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
  // Domains: shared libs for all, plus exactly these domain edges
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: [shared] },
  { sourceTag: shared, onlyDependOnLibsWithTags: [shared] },
  { sourceTag: 'scope:documents', onlyDependOnLibsWithTags: [shared, 'scope:signing'] },
  { sourceTag: 'scope:ematerai', onlyDependOnLibsWithTags: [shared, 'scope:offices'] },
  { sourceTag: 'scope:users', onlyDependOnLibsWithTags: [shared, 'scope:offices'] },
  ...['signing', 'upload-placement', 'offices', 'vendors', 'monitoring'].map((domain) => ({
    sourceTag: `scope:${domain}`,
    onlyDependOnLibsWithTags: [shared],
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
