import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getAppSystem } from '../theme/app-system';
import { Toaster } from '../toast/toaster';
import { ColorModeProvider } from './color-mode-provider';

export type UiProviderProps = {
  children: ReactNode;
  /** Mirrors the user's colour-mode choice into this cookie (ColorModeProvider's `choiceCookie`). */
  colorModeCookie?: string;
};

/** Chakra system + colour mode (class on <html>, following the OS until the user picks one) + the popup toaster. */
export function UiProvider({ children, colorModeCookie }: UiProviderProps) {
  return (
    <ChakraProvider value={getAppSystem()}>
      <ColorModeProvider {...(colorModeCookie ? { choiceCookie: colorModeCookie } : {})}>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
