import { Box, Button, Circle, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Construction, FileQuestion, Lock, ServerCrash, ShieldAlert } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ErrorStatus } from './error-status';

export type ErrorPageProps = {
  status: ErrorStatus;
  /** Target of 'Back to the home page'. */
  homePath?: string;
  /** Replaces the standard explanation, e.g. with the message of a route error. */
  message?: string;
  /**
   * Shown inside a page that already has its <main> (e.g. an error element under the admin layout):
   * renders a section filling the content area instead of a full-viewport <main>, with an h2 title
   * since the layout's header holds the page's h1.
   */
  embedded?: boolean;
};

type Content = {
  code: string;
  title: string;
  message: string;
  Glyph: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
};

const CONTENT: Record<ErrorStatus, Content> = {
  401: {
    code: '401',
    title: 'Sign in required',
    message: 'Your session has ended or you are not signed in. Please sign in to continue.',
    Glyph: Lock,
  },
  403: {
    code: '403',
    title: 'Access denied',
    message:
      'You do not have permission to open this page. Ask an administrator if you need access.',
    Glyph: ShieldAlert,
  },
  404: {
    code: '404',
    title: 'This page could not be found',
    message: 'The address may be mistyped, or the page has moved or no longer exists.',
    Glyph: FileQuestion,
  },
  500: {
    code: '500',
    title: 'Something went wrong',
    message: 'An unexpected error occurred on our side. Please try again in a moment.',
    Glyph: ServerCrash,
  },
  maintenance: {
    code: 'Maintenance',
    title: 'Under maintenance',
    message: 'The service is being updated and will be back shortly. Thank you for your patience.',
    Glyph: Construction,
  },
};

/** Full-page error for 401, 403, 404, 500 and maintenance: one h1, an explanation, and a way back home. */
export function ErrorPage({ status, homePath = '/', message, embedded = false }: ErrorPageProps) {
  const { code, title, message: standard, Glyph } = CONTENT[status];
  return (
    <Flex
      as={embedded ? 'section' : 'main'}
      minHeight={embedded ? '60vh' : '100dvh'}
      align="center"
      justify="center"
      px="6"
      py="12"
      bg={embedded ? undefined : 'bg.subtle'}
    >
      <Stack align="center" textAlign="center" gap="5" maxWidth="md">
        <Circle size="20" bg="brand.subtle" color="brand.fg">
          <Glyph size={36} aria-hidden="true" />
        </Circle>
        <Box>
          <Text
            fontSize="sm"
            fontWeight="semibold"
            letterSpacing="wider"
            textTransform="uppercase"
            color="brand.fg"
          >
            {status === 'maintenance' ? code : `Error ${code}`}
          </Text>
          <Heading
            as={embedded ? 'h2' : 'h1'}
            size="2xl"
            mt="2"
            fontWeight="bold"
            letterSpacing="tight"
          >
            {title}
          </Heading>
        </Box>
        <Text color="fg.muted">{message ?? standard}</Text>
        {status === 'maintenance' ? null : (
          <Button asChild>
            <RouterLink to={homePath}>Back to the home page</RouterLink>
          </Button>
        )}
      </Stack>
    </Flex>
  );
}
