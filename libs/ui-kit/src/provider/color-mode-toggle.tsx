import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useColorMode } from './use-color-mode';

export type ColorModeToggleProps = Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'>;

/** Switches between light and dark; the label names the mode it switches to. */
export function ColorModeToggle(props: ColorModeToggleProps) {
  const { colorMode, setColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <IconButton
      variant="ghost"
      colorPalette="gray"
      size="sm"
      {...props}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setColorMode(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun /> : <Moon />}
    </IconButton>
  );
}
