import { Suspense, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LazyAnalyticsPanel } from '@esign/monitoring';
import { LoadingState, PageHeader, type MenuItem } from '@esign/ui-kit';
import { filterMenuByPermissions, hasPermission, useSessionStore } from '@esign/session';
import { adminMenu } from '../app/admin-menu';

type Shortcut = MenuItem & { section?: string };

/** Every page of the filtered menu but the home itself, each with the section it sits in. */
function shortcutsOf(menu: MenuItem[]): Shortcut[] {
  return menu
    .flatMap((entry): Shortcut[] =>
      entry.children?.length
        ? entry.children.map((child) => ({ ...child, section: entry.label }))
        : [entry],
    )
    .filter((entry) => entry.path !== '/admin');
}

function Shortcuts({ shortcuts }: { shortcuts: Shortcut[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {shortcuts.map((entry) => {
        const Icon = adminMenu.find(
          (top) =>
            top.path === entry.path || top.children?.some((child) => child.path === entry.path),
        )?.icon;
        return (
          <Box as="li" key={entry.path}>
            <RouterLink to={entry.path} style={{ display: 'block', height: '100%' }}>
              <Box
                borderWidth="1px"
                borderColor="border"
                rounded="lg"
                bg="bg.panel"
                p="5"
                h="full"
                transition="border-color 0.15s, box-shadow 0.15s"
                _hover={{ borderColor: 'colorPalette.solid', shadow: 'sm' }}
                colorPalette="brand"
              >
                {Icon ? <Icon aria-hidden /> : null}
                <Heading as="h3" size="sm" mt="2">
                  {entry.label}
                </Heading>
                {entry.section ? (
                  <Text color="fg.muted" fontSize="sm">
                    {entry.section}
                  </Text>
                ) : null}
              </Box>
            </RouterLink>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * Home (/admin): greets the user by name with their role. A user holding the analytics code sees
 * the dashboard (its charts load in their own chunk); everyone sees shortcuts to the pages they
 * may open, named as in the menu with their section.
 */
export function HomePage() {
  const user = useSessionStore((state) => state.user);
  const codes = user?.fe_permissions;
  const shortcuts = useMemo(
    () => shortcutsOf(filterMenuByPermissions(adminMenu, codes ?? [])),
    [codes],
  );
  if (!user) return null;
  const analytics = hasPermission(user, 'monitoring.analytics');
  return (
    <Box>
      <PageHeader
        title={`Welcome, ${user.name}`}
        description={`Signed in as ${user.auth_role.description}.`}
      />
      <Stack gap="8">
        {analytics ? (
          <Suspense fallback={<LoadingState label="Loading analytics…" />}>
            <LazyAnalyticsPanel />
          </Suspense>
        ) : null}
        <Box as="section" aria-labelledby="home-shortcuts">
          <Heading as="h2" id="home-shortcuts" size="md" mb="3">
            {analytics ? 'Go to' : 'Pick up where you left off'}
          </Heading>
          <Shortcuts shortcuts={shortcuts} />
        </Box>
      </Stack>
    </Box>
  );
}
