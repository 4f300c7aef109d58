import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export type AppLogoProps = {
  /** Where the logo leads: the admin home. */
  to: string;
  appName: string;
  /** Show the wordmark next to the mark on narrow screens too (e.g. inside the menu drawer). */
  alwaysShowName?: boolean;
};

/** The product mark (a signed page on amber) and wordmark, linking home. */
export function AppLogo({ to, appName, alwaysShowName = false }: AppLogoProps) {
  return (
    <HStack asChild gap="2.5" flexShrink={0} rounded="l2" focusRingColor="brand.focusRing">
      <RouterLink to={to} aria-label={`${appName} home`}>
        <chakra.svg viewBox="0 0 32 32" boxSize="8" aria-hidden="true" flexShrink={0}>
          <chakra.rect width="32" height="32" rx="8" fill="brand.solid" />
          <chakra.path
            d="M11 7.5h7.5l4.5 4.5v11.5a1 1 0 0 1-1 1H11a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1Z"
            fill="white"
            stroke="brand.contrast"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
          <chakra.path
            d="M18.5 7.5V12H23"
            fill="none"
            stroke="brand.contrast"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
          <chakra.path
            d="M12.5 20.5c1.2-2.4 2.2-2.6 2.8-.6.5 1.6 1.4 1.7 2.4.3.6-.8 1.2-.9 1.8-.2"
            fill="none"
            stroke="brand.contrast"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </chakra.svg>
        <Box hideBelow={alwaysShowName ? undefined : 'md'}>
          <Text
            as="span"
            fontWeight="bold"
            fontSize="lg"
            letterSpacing="tight"
            color="fg"
            whiteSpace="nowrap"
          >
            {appName}
          </Text>
        </Box>
      </RouterLink>
    </HStack>
  );
}
