import { getAppSystem } from './app-system';

const appSystem = getAppSystem();

describe('appSystem', () => {
  it('is built once: every caller gets the same system', () => {
    expect(getAppSystem()).toBe(appSystem);
  });

  it('defines the status colours of spec §2, plus completed, blocked and expired, for light and dark', () => {
    const statuses = [
      'pending',
      'rejected',
      'waiting',
      'inbound',
      'outbound',
      'completed',
      'blocked',
      'expired',
    ];
    for (const status of statuses) {
      expect(appSystem.token(`colors.status.${status}`)).toBe(
        `var(--chakra-colors-status-${status})`,
      );
      expect(appSystem.tokens.getByName(`colors.status.${status}.subtle`)).toBeDefined();
    }
    const conditions = appSystem.tokens.getByName('colors.orange.fg')?.extensions.conditions;
    expect(conditions).toEqual({ _light: '{colors.orange.700}', _dark: '{colors.orange.300}' });
  });

  it('lets a status act as a colour palette', () => {
    const css = appSystem.css({ colorPalette: 'status.rejected', bg: 'colorPalette.subtle' });
    expect(css).toMatchObject({
      '--chakra-colors-color-palette-subtle': 'var(--chakra-colors-status-rejected-subtle)',
    });
  });

  it('makes amber the primary palette, with dark text on solid amber', () => {
    expect(appSystem.tokens.getByName('colors.brand.solid')?.extensions.conditions).toMatchObject({
      _light: '{colors.amber.400}',
    });
    expect(
      appSystem.tokens.getByName('colors.brand.contrast')?.extensions.conditions,
    ).toMatchObject({
      _light: '{colors.black}',
      _dark: '{colors.black}',
    });
  });

  it('registers the recipes of what /login and the admin frame render', () => {
    for (const key of ['button', 'input', 'badge', 'spinner', 'skipNavLink', 'heading', 'link']) {
      expect(appSystem.getRecipe(key)).toBeTruthy();
    }
    for (const key of ['field', 'alert', 'card']) {
      expect(appSystem.getSlotRecipe(key)).toBeTruthy();
    }
  });

  it('leaves out the recipes that lazily loaded components bring themselves, and those nothing uses', () => {
    for (const key of [
      'dialog',
      'drawer',
      'table',
      'emptyState',
      'toast',
      'switch',
      'menu',
      'tooltip',
      'accordion',
      'datePicker',
      'avatar',
      'checkbox',
      'nativeSelect',
    ]) {
      expect(appSystem.getSlotRecipe(key)).toBeFalsy();
    }
    for (const key of ['skeleton', 'textarea', 'checkmark', 'code', 'kbd', 'mark', 'colorSwatch']) {
      expect(appSystem.getRecipe(key)).toBeFalsy();
    }
  });
});
