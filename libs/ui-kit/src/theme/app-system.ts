import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
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

let appSystem: SystemContext | undefined;

/**
 * The system, built on first use (the first render) rather than when the module is evaluated:
 * building it (token dictionary, token and global CSS) is the largest single piece of script work
 * before the first paint, and the shell starts its requests (route chunks, runtime config, user/me)
 * before it renders, so the build now runs while they are in flight instead of before they start.
 */
export function getAppSystem(): SystemContext {
  appSystem ??= createSystem(defaultBaseConfig, config);
  return appSystem;
}
