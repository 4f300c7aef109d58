import { chakraStyledSystemModule } from './chakra-module';
import { applyExpectedEdits, type ExpectedEdit } from './replace-expected';

/** Chakra's token dictionary, which only createSystem uses. */
export const CHAKRA_TOKEN_DICTIONARY_MODULE = chakraStyledSystemModule('token-dictionary.js');

/** Chakra's mergeConfigs, with which createSystem starts. */
export const CHAKRA_MERGE_CONFIG_MODULE = chakraStyledSystemModule('merge-config.js');

const PATCH_FILE = 'apps/shell/src/styles/patch-chakra-system-steps.ts';

/** Runs a generator of steps to its end, at once, and returns what it returns. */
const RUN_STEPS_TO_END = `function runStepsToEnd(steps) {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}`;

/**
 * Chakra's mergeConfigs as a generator, `mergeConfigsInSteps`, that pauses after copying each
 * config (the copies are most of its work: about 5 ms each for the base config and the app's, in
 * Node); `mergeConfigs` runs the same steps at once, for its other callers. The module also gives
 * the system's patch `runStepsToEnd`.
 */
export function patchChakraMergeConfig(source: string): string {
  return applyExpectedEdits(
    source,
    [
      [
        'const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));\n',
        'function* mergeConfigsInSteps(...configs) {\n  const copies = [];\n  for (const config of configs) {\n    copies.push(clone(config));\n    yield;\n  }\n  const merged = mergeWith({}, ...copies);\n',
      ],
      [
        '  return merged;\n};\n\nexport { mergeConfigs };',
        `  return merged;\n}\n${RUN_STEPS_TO_END}\nconst mergeConfigs = (...configs) => runStepsToEnd(mergeConfigsInSteps(...configs));\n\nexport { mergeConfigs, mergeConfigsInSteps, runStepsToEnd };`,
      ],
    ],
    "Chakra's mergeConfigs",
    PATCH_FILE,
  );
}

/** The end of createTokenDictionary, as Chakra has it: the patch applies only to this very text. */
const BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}`;

/** BUILD with its steps marked: where each `yield` goes (after the text it follows). */
const BUILD_STEPS: readonly ExpectedEdit[] = [
  ['  function build() {', '  function* build() {'],
  ['    expandTokenReferences$1();\n', '    expandTokenReferences$1();\n    yield;\n'],
  ['    applyTransforms("post");\n', '    applyTransforms("post");\n    yield;\n'],
  ['  build();\n', '  yield;\n  yield* build();\n'],
];

/**
 * Chakra's createTokenDictionary as a generator, `createTokenDictionaryInSteps`, that pauses three
 * times (after registering the tokens, after the first transforms and expanding references, after
 * the post-processing): the larger part of the system's work becomes four steps. Only
 * createSystem called createTokenDictionary; patchChakraSystemSteps makes that call go through the
 * steps.
 */
export function patchChakraTokenDictionary(source: string): string {
  const what = "Chakra's createTokenDictionary";
  return applyExpectedEdits(
    source,
    [
      [
        'function createTokenDictionary(options) {',
        'function* createTokenDictionaryInSteps(options) {',
      ],
      [BUILD, applyExpectedEdits(BUILD, BUILD_STEPS, what, PATCH_FILE)],
      [
        'export { createTokenDictionary, tokenCategories };',
        'export { createTokenDictionaryInSteps, tokenCategories };',
      ],
    ],
    what,
    PATCH_FILE,
  );
}

/**
 * Chakra's createSystem as a generator of steps, `createSystem.inSteps(...configs)`, through the
 * steps of mergeConfigs and of the token dictionary, pausing also after each of them and after the
 * utilities: nine steps. Built at once, the system took one task of 40–60 ms before the first
 * render of every page (160–240 ms at Lighthouse's 4× slower phone, the longest task of the
 * load); a step per task (prepareAppSystem in @esign/ui-kit), none takes more than about 15 ms.
 * `createSystem(...configs)` still builds the whole system at once, through the same steps.
 */
export function patchChakraSystemSteps(source: string): string {
  const edits: readonly ExpectedEdit[] = [
    [
      "import { mergeConfigs } from './merge-config.js';",
      "import { mergeConfigsInSteps, runStepsToEnd } from './merge-config.js';",
    ],
    [
      "import { createTokenDictionary } from './token-dictionary.js';",
      "import { createTokenDictionaryInSteps } from './token-dictionary.js';",
    ],
    [
      'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
      'function* createSystemInSteps(...configs) {\n  const config = yield* mergeConfigsInSteps(...configs);\n  yield;\n',
    ],
    [
      '  const tokens = createTokenDictionary({',
      '  const tokens = yield* createTokenDictionaryInSteps({',
    ],
    [
      '  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);',
      '  yield;\n  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);',
    ],
    [
      '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n',
      '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  yield;\n',
    ],
    [
      '\nfunction getTokenMap(tokens) {',
      `\nfunction createSystem(...configs) {\n  return runStepsToEnd(createSystemInSteps(...configs));\n}\ncreateSystem.inSteps = createSystemInSteps;\nfunction getTokenMap(tokens) {`,
    ],
  ];
  return applyExpectedEdits(source, edits, "Chakra's createSystem", PATCH_FILE);
}
