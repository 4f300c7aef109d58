import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { PageHeader, type MenuItem } from '@esign/ui-kit';
import { filterMenuByPermissions, useSessionStore } from '@esign/session';
import { adminMenu } from '../app/admin-menu';

function shortcutsOf(menu: MenuItem[]): MenuItem[] {
  return menu
    .flatMap((entry) => (entry.children?.length ? entry.children : [entry]))
    .filter((entry) => entry.path !== '/admin');
}

/**
 * Home (/admin): a greeting and a shortcut to every page the user may open. The analytics
 * dashboard of the Monitoring domain will join this page when that domain lands.
 */
export function HomePage() {
  const user = useSessionStore((state) => state.user);
  const codes = user?.fe_permissions;
  const shortcuts = useMemo(
    () => shortcutsOf(filterMenuByPermissions(adminMenu, codes ?? [])),
    [codes],
  );
  if (!user) return null;
  return (
    <Box>
      <PageHeader title={`Welcome, ${user.name}`} />
      <Text color="fg.muted" mb="6">
        Signed in as {user.auth_role.description}. Pick up where you left off:
      </Text>
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
                  <Heading as="h2" size="sm" mt="2">
                    {entry.label}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {entry.path}
                  </Text>
                </Box>
              </RouterLink>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
