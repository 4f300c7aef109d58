import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (they wrap under the title on phones). */
  actions?: ReactNode;
  /** The admin header already holds the page's h1, so screen headings default to h2. */
  as?: 'h1' | 'h2';
};

/** Title row of a screen with optional description and actions. */
export function PageHeader({ title, description, actions, as = 'h2' }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      justify="space-between"
      gap="4"
      mb="6"
    >
      <Box minWidth="0">
        <Heading
          as={as}
          size={{ base: 'lg', md: 'xl' }}
          fontWeight="semibold"
          letterSpacing="tight"
        >
          {title}
        </Heading>
        {description ? (
          <Text mt="1" color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <HStack gap="2" flexWrap="wrap" flexShrink={0}>
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
