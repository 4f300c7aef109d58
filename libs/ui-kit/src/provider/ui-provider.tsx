import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getAppSystem } from '../theme/app-system';
import { Toaster } from '../toast/toaster';
import { ColorModeProvider } from './color-mode-provider';

export type UiProviderProps = { children: ReactNode };

/** Chakra system + colour mode (class on <html>, following the OS until the user picks one) + the popup toaster. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ChakraProvider value={getAppSystem()}>
      <ColorModeProvider>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
