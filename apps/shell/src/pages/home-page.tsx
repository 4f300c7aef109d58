import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LazyAnalyticsPanel } from '@esign/monitoring';
import { LoadingState, PageHeader, type MenuItem } from '@esign/ui-kit';
import { filterMenuByPermissions, hasPermission, useSessionStore } from '@esign/session';
import { adminMenu } from '../app/admin-menu-icons';
import { LazyQueryScope } from '../app/lazy-query-scope';

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

/** Below the shortcuts, the dashboard takes about this much room once loaded (desktop). */
const ANALYTICS_MIN_HEIGHT = '40rem';

/**
 * Renders `children` once its place comes within 200 px of the viewport, a box of the same
 * minimum height until then: the dashboard and its charts (their own ~100 KB chunk, heavy to
 * render) load when the user scrolls to them, not on every visit to the home, and nothing below
 * moves when they arrive. Without IntersectionObserver it renders at once.
 */
function WhenNearViewport({ children }: { children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Box ref={placeholder} minHeight={ANALYTICS_MIN_HEIGHT} />;
}

/**
 * Home (/admin): greets the user by name with their role. A user holding the analytics code sees
 * the dashboard below the shortcuts (loaded when scrolled to, its charts in their own chunk);
 * everyone sees shortcuts to the pages they may open, named as in the menu with their section.
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
        <Box as="section" aria-labelledby="home-shortcuts">
          <Heading as="h2" id="home-shortcuts" size="md" mb="3">
            {analytics ? 'Go to' : 'Pick up where you left off'}
          </Heading>
          <Shortcuts shortcuts={shortcuts} />
        </Box>
        {analytics ? (
          <WhenNearViewport>
            <Suspense
              fallback={
                <Box minHeight={ANALYTICS_MIN_HEIGHT}>
                  <LoadingState label="Loading analytics…" />
                </Box>
              }
            >
              <LazyQueryScope>
                <LazyAnalyticsPanel />
              </LazyQueryScope>
            </Suspense>
          </WhenNearViewport>
        ) : null}
      </Stack>
    </Box>
  );
}
