import { useContext } from 'react';
import { ColorModeContext, type ColorModeValue } from './color-mode-context';

/** The colour mode shown, the user's choice and the way to change it (inside UiProvider). */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside <UiProvider>');
  return value;
}
