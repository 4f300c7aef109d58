import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { appSystem } from '../theme/app-system';
import { Toaster } from '../toast/toaster';

export type UiProviderProps = { children: ReactNode };

/** Chakra system + colour mode (class on <html>, following the OS until the user picks one) + the popup toaster. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ChakraProvider value={appSystem}>
      <ThemeProvider
        attribute="class"
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
        // next-themes renders an inline <script> meant for server rendering; on a client-rendered page it
        // never runs and React 19 warns about it. Marking it as a data block keeps it inert and silent.
        scriptProps={{ type: 'application/json' }}
      >
        {children}
        <Toaster />
      </ThemeProvider>
    </ChakraProvider>
  );
}
