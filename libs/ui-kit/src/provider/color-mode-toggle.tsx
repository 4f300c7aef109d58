import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';

export type ColorModeToggleProps = Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'>;

/** Switches between light and dark; the label names the mode it switches to. */
export function ColorModeToggle(props: ColorModeToggleProps) {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <IconButton
      variant="ghost"
      colorPalette="gray"
      size="sm"
      {...props}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun /> : <Moon />}
    </IconButton>
  );
}
