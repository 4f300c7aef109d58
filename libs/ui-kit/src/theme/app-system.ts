import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
} from '@chakra-ui/react/theme';
import { steppedBuild, type BuildSteps } from '../scheduling/stepped-build';
import { appKeyframes } from './app-keyframes';
import { appLayerStyles } from './app-layer-styles';
import { appSemanticTokens } from './app-semantic-tokens';
import { appTokens } from './app-tokens';

/**
 * The one Chakra system of the app, built from Chakra's base config (utilities, conditions, no
 * recipes) plus the recipes of the components that /login and the admin frame render.
 * `defaultSystem` carries all ~75 recipes (about 65 KB gzip). A component outside this list renders
 * unstyled unless it brings its recipe: the kit's dialog, drawers, table and empty state pass theirs
 * (`<Dialog.Root recipe={dialogSlotRecipe}>`, imported from '@chakra-ui/react/theme'), and so does
 * every checkbox, native select and textarea of the pages (a lint rule asks for the prop), so their
 * cost lands in the chunk of the first lazily loaded page that shows one; so do the toast stack and
 * the few single-page components (switch, skeleton, list, stat). Add a recipe here only when
 * /login or the admin frame renders the component.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: {
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.5',
      // Amber is the default palette: solid buttons, focus rings, checkboxes follow the brand.
      colorPalette: 'brand',
    },
  },
  theme: {
    breakpoints,
    // Only what the app's recipes name (app-system-references.spec checks it); no animation styles.
    keyframes: appKeyframes,
    tokens: appTokens,
    semanticTokens: appSemanticTokens,
    textStyles,
    layerStyles: appLayerStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

/**
 * `createSystem.inSteps`, which the production build's patch of Chakra adds
 * (apps/shell/src/styles/patch-chakra-system-steps.ts): createSystem as a generator of nine
 * steps. Absent on the development server and in the tests: there the build is one step.
 */
const createSystemInSteps = (
  createSystem as typeof createSystem & {
    inSteps?: (...configs: SystemConfig[]) => BuildSteps<SystemContext>;
  }
).inSteps;

const appSystem = steppedBuild<SystemContext>(
  createSystemInSteps
    ? () => createSystemInSteps(defaultBaseConfig, config)
    : // eslint-disable-next-line require-yield -- one step: the whole build at once
      function* buildAtOnce() {
        return createSystem(defaultBaseConfig, config);
      },
);

/**
 * The system, built on first use (the first render) unless prepareAppSystem has built it already:
 * building it (token dictionary, utilities) is the largest single piece of script work before the
 * first paint. What prepareAppSystem has not done yet is done here, at once.
 */
export function getAppSystem(): SystemContext {
  return appSystem.get();
}

/**
 * Builds the system ahead of the first render, one step per task: it then runs while the page's
 * first requests are in flight, and none of its tasks holds the main thread long enough to delay
 * input or a frame (built at once, it took one task of 40–60 ms). Resolves when the system is
 * built, or when getAppSystem needed it first and finished it; never rejects (a step that throws
 * leaves the build to getAppSystem, whose caller shows the error).
 */
export function prepareAppSystem(): Promise<void> {
  return appSystem.prepare();
}
