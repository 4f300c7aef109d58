import { defineSemanticTokens } from '@chakra-ui/react';

type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
type PaletteRole =
  'contrast' | 'fg' | 'subtle' | 'muted' | 'emphasized' | 'solid' | 'focusRing' | 'border';

const ROLES: readonly PaletteRole[] = [
  'contrast',
  'fg',
  'subtle',
  'muted',
  'emphasized',
  'solid',
  'focusRing',
  'border',
];

/** [light, dark] values of one palette role: a shade of the hue, or a literal colour reference. */
type RoleValues = Record<PaletteRole, readonly [Shade | string, Shade | string]>;

const ref = (hue: string, v: Shade | string): string =>
  typeof v === 'number' ? `{colors.${hue}.${v}}` : v;

/**
 * The semantic roles Chakra recipes read through `colorPalette.*`.
 * Shades are chosen so that text on `solid` and `fg` on the page background reach WCAG AA (4.5:1):
 * Chakra's defaults put white text on green/orange/teal 600 (about 3.3–3.7:1), so those use 700 here.
 */
const palette = (hue: string, roles: RoleValues) =>
  Object.fromEntries(
    ROLES.map((role) => {
      const [light, dark] = roles[role];
      return [role, { value: { _light: ref(hue, light), _dark: ref(hue, dark) } }];
    }),
  );

const hue = (solid: Shade, darkSolid: Shade, contrastDark = '{colors.white}'): RoleValues => ({
  contrast: ['{colors.white}', contrastDark],
  fg: [700, 300],
  subtle: [100, 900],
  muted: [200, 800],
  emphasized: [300, 700],
  solid: [solid, darkSolid],
  focusRing: [500, 500],
  border: [500, 400],
});

/** A status colour usable both as a plain token (`color="status.pending"`, legible text) and as a palette
 * (`colorPalette="status.pending"` on Badge/Button, or `bg="status.pending.subtle"`). */
const status = (of: string) => ({
  DEFAULT: { value: `{colors.${of}.fg}` },
  ...Object.fromEntries(ROLES.map((role) => [role, { value: `{colors.${of}.${role}}` }])),
});

export const appSemanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } },
      subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.900}' } },
      emphasized: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
      inverted: { value: { _light: '{colors.black}', _dark: '{colors.white}' } },
      panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
      error: { value: { _light: '{colors.red.50}', _dark: '{colors.red.950}' } },
      warning: { value: { _light: '{colors.orange.50}', _dark: '{colors.orange.950}' } },
      success: { value: { _light: '{colors.green.50}', _dark: '{colors.green.950}' } },
      info: { value: { _light: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
    },
    fg: {
      DEFAULT: { value: { _light: '{colors.black}', _dark: '{colors.gray.50}' } },
      muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
      // Chakra uses gray.400 (2.6:1 on white); gray.500 keeps secondary text at AA.
      subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
      inverted: { value: { _light: '{colors.gray.50}', _dark: '{colors.black}' } },
      error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
      warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
      success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
      info: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.300}' } },
    },
    border: {
      DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
      muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.900}' } },
      subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      emphasized: { value: { _light: '{colors.gray.300}', _dark: '{colors.gray.700}' } },
      inverted: { value: { _light: '{colors.gray.800}', _dark: '{colors.gray.200}' } },
      error: { value: { _light: '{colors.red.500}', _dark: '{colors.red.400}' } },
      warning: { value: { _light: '{colors.orange.500}', _dark: '{colors.orange.400}' } },
      success: { value: { _light: '{colors.green.500}', _dark: '{colors.green.400}' } },
      info: { value: { _light: '{colors.blue.500}', _dark: '{colors.blue.400}' } },
    },
    // Primary: amber with dark text (amber.400 behind #09090B is about 11:1).
    brand: palette('amber', {
      contrast: ['{colors.black}', '{colors.black}'],
      fg: [800, 300],
      subtle: [100, 950],
      muted: [200, 900],
      emphasized: [300, 800],
      solid: [400, 400],
      focusRing: [600, 400],
      border: [500, 400],
    }),
    gray: palette('gray', {
      contrast: ['{colors.white}', '{colors.black}'],
      fg: [800, 200],
      subtle: [100, 900],
      muted: [200, 800],
      emphasized: [300, 700],
      solid: [900, '{colors.white}'],
      focusRing: [500, 400],
      border: [200, 800],
    }),
    red: palette('red', hue(600, 600)),
    orange: palette('orange', hue(700, 500, '{colors.black}')),
    yellow: palette('yellow', {
      ...hue(300, 300),
      contrast: ['{colors.black}', '{colors.black}'],
      fg: [800, 300],
    }),
    green: palette('green', hue(700, 700)),
    teal: palette('teal', hue(700, 700)),
    blue: palette('blue', hue(600, 600)),
    purple: palette('purple', hue(600, 600)),
    pink: palette('pink', hue(600, 600)),
    // Spec §2 names pending, rejected, waiting, inbound and outbound; completed, blocked and expired
    // are added for the document lists of §4.
    status: {
      pending: status('orange'),
      rejected: status('red'),
      waiting: status('blue'),
      inbound: status('teal'),
      outbound: status('purple'),
      completed: status('green'),
      blocked: status('gray'),
      expired: status('pink'),
    },
  },
  radii: {
    l1: { value: '{radii.xs}' },
    l2: { value: '{radii.sm}' },
    l3: { value: '{radii.md}' },
  },
  shadows: {
    xs: {
      value: {
        _light: '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}',
        _dark: '0px 1px 1px {black/64}, 0px 0px 1px inset {colors.gray.300/20}',
      },
    },
    sm: {
      value: {
        _light: '0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
        _dark: '0px 2px 4px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
      },
    },
    md: {
      value: {
        _light: '0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
        _dark: '0px 4px 8px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
      },
    },
    lg: {
      value: {
        _light: '0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
        _dark: '0px 8px 16px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
      },
    },
    xl: {
      value: {
        _light: '0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
        _dark: '0px 16px 24px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
      },
    },
    '2xl': {
      value: {
        _light: '0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}',
        _dark: '0px 24px 40px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
      },
    },
    inner: { value: { _light: 'inset 0 2px 4px 0 {black/5}', _dark: 'inset 0 2px 4px 0 black' } },
    inset: {
      value: { _light: 'inset 0 0 0 1px {black/5}', _dark: 'inset 0 0 0 1px {colors.gray.300/5}' },
    },
  },
});
