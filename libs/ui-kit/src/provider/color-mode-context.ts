import { createContext } from 'react';

/** What the user picked: a mode, or `system` to follow the OS (the default). */
export type ColorModeChoice = 'light' | 'dark' | 'system';

/** The mode the page shows. */
export type ColorMode = 'light' | 'dark';

export type ColorModeValue = {
  choice: ColorModeChoice;
  colorMode: ColorMode;
  setColorMode: (choice: ColorModeChoice) => void;
};

export const ColorModeContext = createContext<ColorModeValue | null>(null);
