import { replaceExpected } from './replace-expected';

/** Chakra's token dictionary, which only createSystem uses. */
export const CHAKRA_TOKEN_DICTIONARY_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

const PATCH_FILE = 'apps/shell/src/styles/patch-chakra-system-steps.ts';

/** Runs a generator of steps to its end, at once, and returns what it returns. */
const RUN_TO_END = `function runToEnd(steps) {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}`;

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

const BUILD_IN_STEPS = `  function* build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    yield;
    applyMiddlewares("post");
    applyTransforms("post");
    yield;
    setupViews();
  }
  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield* build();
  return dictionary;
}`;

/**
 * Chakra's createTokenDictionary as a generator that pauses twice while it builds the dictionary
 * (after the tokens are registered and their references expanded, and after the post-processing):
 * the system's largest piece of work, about two thirds of it, becomes three steps. Only
 * createSystem called it; patchChakraSystemSteps makes that call go through the steps.
 */
export function patchChakraTokenDictionary(source: string): string {
  const what = "Chakra's createTokenDictionary";
  let patched = replaceExpected(
    source,
    'function createTokenDictionary(options) {',
    'function* createTokenDictionaryInSteps(options) {',
    what,
    PATCH_FILE,
  );
  patched = replaceExpected(patched, BUILD, BUILD_IN_STEPS, what, PATCH_FILE);
  return replaceExpected(
    patched,
    'export { createTokenDictionary, tokenCategories };',
    'export { createTokenDictionaryInSteps, tokenCategories };',
    what,
    PATCH_FILE,
  );
}

/**
 * Chakra's createSystem as a generator of steps, `createSystem.inSteps(...configs)`: it pauses
 * after merging the configs, inside the token dictionary's build (patchChakraTokenDictionary),
 * after the dictionary and after the utilities. Building the system took one task of 40–60 ms
 * before the first render of every page (160–240 ms at Lighthouse's 4× slower phone, the largest
 * long task of the load); run a step per task (getAppSystem's prepareAppSystem in @esign/ui-kit),
 * no task holds the main thread for more than about 15 ms. `createSystem(...configs)` still builds
 * the whole system at once, through the same steps.
 */
export function patchChakraSystemSteps(source: string): string {
  const what = "Chakra's createSystem";
  const edits: Array<[string, string]> = [
    [
      "import { createTokenDictionary } from './token-dictionary.js';",
      "import { createTokenDictionaryInSteps } from './token-dictionary.js';",
    ],
    [
      'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
      'function* createSystemInSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
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
      `\n${RUN_TO_END}\nfunction createSystem(...configs) {\n  return runToEnd(createSystemInSteps(...configs));\n}\ncreateSystem.inSteps = createSystemInSteps;\nfunction getTokenMap(tokens) {`,
    ],
  ];
  return edits.reduce(
    (patched, [expected, replacement]) =>
      replaceExpected(patched, expected, replacement, what, PATCH_FILE),
    source,
  );
}
