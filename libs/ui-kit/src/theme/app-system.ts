import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { appSemanticTokens } from './app-semantic-tokens';
import { appTokens } from './app-tokens';

/**
 * The one Chakra system of the app. `defaultSystem` carries all ~75 recipes (about 65 KB gzip);
 * this one registers only the recipes used by the kit and by the list/form screens, which keeps the
 * initial chunk small. A lazily loaded screen that needs another component can pass the recipe
 * itself (`<PinInput.Root recipe={pinInputSlotRecipe}>`, imported from '@chakra-ui/react/theme'),
 * so its cost stays in that route's chunk; add it here only once several screens use it.
 * The kit does the same for its toasts (the toast recipe travels with the lazily loaded toast stack).
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
    keyframes,
    tokens: appTokens,
    semanticTokens: appSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const appSystem = createSystem(defaultBaseConfig, config);
