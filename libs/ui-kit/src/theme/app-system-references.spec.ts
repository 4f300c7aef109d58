import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chakraTheme from '@chakra-ui/react/theme';
import { appKeyframes } from './app-keyframes';
import { appLayerStyles } from './app-layer-styles';
import { getAppSystem } from './app-system';

const appSystem = getAppSystem();

const theme = appSystem._config.theme ?? {};
const workspace = join(__dirname, '../../../..');

/** The app's source files (not tests): the shell and every lib. */
function sourceFiles(): string[] {
  const roots = [
    join(workspace, 'apps/shell/src'),
    ...readdirSync(join(workspace, 'libs')).map((lib) => join(workspace, 'libs', lib, 'src')),
  ];
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  roots.forEach((root) => {
    try {
      visit(root);
    } catch {
      // A lib without src/ (none today) has nothing to check.
    }
  });
  return files;
}

const sources = sourceFiles().map((file) => readFileSync(file, 'utf8'));

/** Every Chakra recipe the app renders with: the system's and those the components pass themselves. */
function appRecipes(): [string, unknown][] {
  const imported = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/g,
    )) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
        if (/Recipe$/.test(name)) imported.add(name);
      }
    }
  }
  const chakra = chakraTheme as unknown as Record<string, unknown>;
  return [
    ...Object.entries(theme.recipes ?? {}),
    ...Object.entries(theme.slotRecipes ?? {}),
    ...[...imported].map((name): [string, unknown] => [name, chakra[name]]),
  ];
}

type Reference = { kind: string; name: string; where: string };

/** The keyframes, text, layer and animation styles a style object names, at any depth. */
function referencesIn(value: unknown, where: string, key = ''): Reference[] {
  if (typeof value === 'string') {
    if (key === 'animationName') {
      return value.split(',').map((name) => ({ kind: 'keyframes', name: name.trim(), where }));
    }
    if (key === 'animation') return [{ kind: 'animation', name: value, where }];
    if (key === 'textStyle') return [{ kind: 'textStyles', name: value.trim(), where }];
    if (key === 'layerStyle') return [{ kind: 'layerStyles', name: value.trim(), where }];
    if (key === 'animationStyle') return [{ kind: 'animationStyles', name: value.trim(), where }];
    return [];
  }
  if (value && typeof value === 'object') {
    // A conditional value ({ base, _rtl }) keeps the property's key.
    const conditional = ['animationName', 'animation', 'textStyle', 'layerStyle'].includes(key);
    return Object.entries(value).flatMap(([childKey, child]) =>
      referencesIn(child, where, conditional ? key : childKey),
    );
  }
  return [];
}

/** The same names written as props in the app's JSX (`animationName="fade-in, slide-from-top"`). */
function referencesInSource(): Reference[] {
  return sources.flatMap((source) =>
    [
      ...source.matchAll(
        /\b(animationName|animation|textStyle|layerStyle|animationStyle)="([^"]*)"/g,
      ),
    ].flatMap((match) => referencesIn(match[2], 'app source', match[1])),
  );
}

/** The keyframe an `animation` value runs: a token's (spin → 'spin 1s linear infinite') or its first word. */
function keyframeOfAnimation(value: string): string {
  const token = appSystem.tokens.getByName(`animations.${value}`);
  return (typeof token?.value === 'string' ? token.value : value).split(' ')[0] ?? '';
}

describe('the system’s keyframes and styles', () => {
  it('defines each keyframe and the disabled layer style exactly as Chakra does', () => {
    for (const [name, frames] of Object.entries(appKeyframes)) {
      expect({ name, frames }).toEqual({ name, frames: chakraTheme.keyframes[name] });
    }
    expect(appLayerStyles).toEqual({ disabled: chakraTheme.layerStyles['disabled'] });
  });

  it('has every keyframe, text, layer and animation style that a recipe or component of the app names', () => {
    const references = [
      ...appRecipes().flatMap(([name, recipe]) => referencesIn(recipe, name)),
      ...referencesInSource(),
    ];
    // The recipes the app uses do name these: a sign that the scan reads them.
    expect(references).toContainEqual({
      kind: 'keyframes',
      name: 'scale-in',
      where: 'dialogSlotRecipe',
    });
    expect(references).toContainEqual({ kind: 'layerStyles', name: 'disabled', where: 'button' });

    const missing = references.filter(({ kind, name }) => {
      if (name === 'none') return false;
      if (kind === 'animation') return !(keyframeOfAnimation(name) in (theme.keyframes ?? {}));
      const defined = (theme as Record<string, Record<string, unknown> | undefined>)[kind] ?? {};
      return !(name in defined);
    });
    expect(missing).toEqual([]);
  });

  it('runs a keyframe of the system for every animation token', () => {
    const animations = Object.keys(appSystem._config.theme?.tokens?.animations ?? {});
    expect(animations.length).toBeGreaterThan(0);
    for (const name of animations) {
      expect(theme.keyframes ?? {}).toHaveProperty([keyframeOfAnimation(name)]);
    }
  });
});
