import { Box } from '@chakra-ui/react';

/**
 * A thin bar along the bottom edge of the header while the next page loads (its code, or the data
 * its route waits for). It fades in after 0.3 s, so a quick navigation shows nothing, and then
 * pulses. Indeterminate: a progressbar without a value.
 */
export function PageLoadingBar() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading the page"
      position="absolute"
      insetX="0"
      bottom="-1px"
      height="3px"
      bg="brand.solid"
      pointerEvents="none"
      animation="fade-in 0.2s ease-out 0.3s both, pulse 1.2s ease-in-out 0.5s infinite"
    />
  );
}
