import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { adminMenu } from '../testing/admin-menu';
import { UiProvider } from '../provider/ui-provider';
import { renderWithUi } from '../testing/render-with-ui';
import { AdminLayout } from './admin-layout';

const originalMatchMedia = window.matchMedia;

/** Pretends the viewport is at least 1024 px wide (desktop) or narrower (a 390 px phone). */
function setViewport(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide && query.includes('min-width: 1024px'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

type Props = ComponentProps<typeof AdminLayout>;

function layoutProps(overrides: Partial<Props> = {}): Props {
  return {
    menu: adminMenu,
    pathname: '/admin/documents/pending',
    user: { name: 'Budi Santoso', privyId: 'BUDI01', roleDescription: 'Super Administrator' },
    unreadCount: 3,
    onLogout: jest.fn(),
    poweredBy: 'PrivyID',
    children: <p>Page content</p>,
    ...overrides,
  };
}

function renderLayout(overrides: Partial<Props> = {}) {
  const props = layoutProps(overrides);
  renderWithUi(<AdminLayout {...props} />, { route: props.pathname });
  return props;
}

describe('AdminLayout', () => {
  it('has banner, main and skip-link landmarks around the content', () => {
    setViewport(true);
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Page content');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      `#${main.id}`,
    );
  });

  it('shows a loading bar under the header only while the next page loads', () => {
    renderLayout();
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).toBeNull();
    cleanup();
    renderLayout({ pageLoading: true });
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('progressbar', { name: 'Loading the page' }),
    );
  });

  it('titles the page with the active menu entry', () => {
    renderLayout({ pathname: '/admin/documents/pending/REF-9' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ongoing');
  });

  it("titles an unlisted page 'Dashboard', unless a title is given", () => {
    renderLayout({ pathname: '/admin/notification' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
  });

  it('uses the title prop over the menu', () => {
    renderLayout({ title: 'Document Detail' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Document Detail');
  });

  it("names the browser tab after the page, before the app's own title, and gives the tab back on leaving", () => {
    document.title = 'eSign Back-office';
    const page = (title?: string) => (
      <MemoryRouter>
        <UiProvider>
          <AdminLayout {...layoutProps({ pathname: '/admin/documents/pending/REF-9', title })} />
        </UiProvider>
      </MemoryRouter>
    );
    const { rerender, unmount } = render(page());
    expect(document.title).toBe('Ongoing · eSign Back-office');
    rerender(page('Balance History'));
    expect(document.title).toBe('Balance History · eSign Back-office');
    unmount();
    expect(document.title).toBe('eSign Back-office');
  });

  it('links the logo to the admin home', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'eSign Admin home' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('links the bell to the notification page, naming the unread count', () => {
    renderLayout({ unreadCount: 3 });
    const bell = screen.getByRole('link', { name: '3 unread notifications' });
    expect(bell).toHaveAttribute('href', '/admin/notification');
    expect(bell).toHaveTextContent('3');
  });

  it('shows 99+ on the badge above 99 unread', () => {
    renderLayout({ unreadCount: 120 });
    expect(screen.getByRole('link', { name: '99+ unread notifications' })).toHaveTextContent('99+');
  });

  it('hides the badge when nothing is unread', () => {
    renderLayout({ unreadCount: 0 });
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveTextContent('');
  });

  it("shows the user's initials, name, privy id in brackets and role", () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('BS')).toBeInTheDocument();
    expect(within(banner).getByText('(BUDI01)')).toBeInTheDocument();
    expect(within(banner).getByText('Super Administrator')).toBeInTheDocument();
    expect(
      within(banner).getByRole('button', { name: /Budi Santoso \(BUDI01\) Super Administrator/ }),
    ).toBeInTheDocument();
  });

  it('logs out from the user menu', async () => {
    const { onLogout } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: /Budi Santoso/ }));
    const item = await screen.findByRole('menuitem', { name: 'Log Out' });
    // Zag selects the highlighted item; a real pointer highlights it on the way to the click.
    await userEvent.hover(item);
    await userEvent.click(item);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('logs out from the keyboard', async () => {
    const { onLogout } = renderLayout();
    screen.getByRole('button', { name: /Budi Santoso/ }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Log Out' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });

  describe('on a wide screen', () => {
    beforeEach(() => setViewport(true));

    it('keeps the sidebar beside the content and collapses it with the toggle', async () => {
      renderLayout();
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

      await userEvent.click(toggle);
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    });

    it('highlights the active entry and opens only its parent', async () => {
      renderLayout({ pathname: '/admin/documents/pending' });
      const nav = screen.getByRole('navigation', { name: 'Main menu' });
      expect(await within(nav).findByRole('link', { name: 'Ongoing' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'Completed' })).not.toHaveAttribute(
        'aria-current',
      );
      expect(within(nav).getByRole('button', { name: 'Document' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(within(nav).getByRole('button', { name: 'Digital Meterai' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(within(nav).queryByRole('link', { name: 'Top Up Balance' })).not.toBeInTheDocument();
    });

    it('expands a parent entry to show its children', async () => {
      renderLayout();
      const nav = screen.getByRole('navigation', { name: 'Main menu' });
      await userEvent.click(within(nav).getByRole('button', { name: 'Digital Meterai' }));
      expect(await within(nav).findByRole('link', { name: 'Top Up Balance' })).toHaveAttribute(
        'href',
        '/admin/ematerai/topup-balance',
      );
    });

    it("ends the sidebar with 'Powered by' the provider", () => {
      renderLayout();
      expect(screen.getByText('Powered by PrivyID')).toBeInTheDocument();
    });
  });

  describe('on a narrow screen', () => {
    beforeEach(() => setViewport(false));

    it('opens the menu in a drawer and closes it after following a link', async () => {
      renderLayout();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(toggle);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(drawer).getByText('Powered by PrivyID')).toBeInTheDocument();

      await userEvent.click(within(drawer).getByRole('link', { name: 'Completed' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
      );
    });

    it('closes the drawer with its close button', async () => {
      renderLayout();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
      );
    });
  });

  it('shows the right drawer with its title and content, and closes it on request', async () => {
    const onClose = jest.fn();
    renderLayout({
      rightDrawer: { open: true, title: 'Filter', onClose, content: <p>Filter form</p> },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(drawer).getByText('Filter form')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
