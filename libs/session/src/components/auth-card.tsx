import { Box, Card, chakra, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '../runtime-config-context';

export const PRODUCT_NAME = 'eSign Admin';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The product mark: a signed page on amber (same drawing as the admin header logo). */
function ProductMark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize="10" aria-hidden="true" flexShrink={0}>
      <chakra.rect width="32" height="32" rx="8" fill="brand.solid" />
      <chakra.path
        d="M11 7.5h7.5l4.5 4.5v11.5a1 1 0 0 1-1 1H11a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1Z"
        fill="bg"
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
  );
}

/** The login layout: a centred card under the product name, on the subtle page background. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  const { poweredBy } = useRuntimeConfig();
  return (
    <Flex
      as="main"
      minHeight="100dvh"
      align="center"
      justify="center"
      bg="bg.subtle"
      px="4"
      py="10"
    >
      <Stack width="full" maxWidth="sm" gap="6">
        <HStack justify="center" gap="3">
          <ProductMark />
          <Stack gap="0">
            <Text fontWeight="bold" fontSize="xl" letterSpacing="tight" color="fg">
              {PRODUCT_NAME}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Electronic document signing back-office
            </Text>
          </Stack>
        </HStack>
        <Card.Root
          variant="elevated"
          overflow="hidden"
          borderTopWidth="4px"
          borderTopColor="brand.solid"
        >
          <Card.Header gap="1">
            <Heading as="h1" size="lg">
              {title}
            </Heading>
            {description ? (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            ) : null}
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
        <Box textAlign="center">
          <Text fontSize="xs" color="fg.muted">
            Powered by {poweredBy}
          </Text>
        </Box>
      </Stack>
    </Flex>
  );
}
