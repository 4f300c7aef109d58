import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { RuntimeConfig } from '@esign/contract';
import { UiProvider } from '@esign/ui-kit';
import { RuntimeConfigProvider } from '../runtime-config-context';
import { runtimeConfig } from './factories';

/** Renders a data router at `path` with the app's providers; returns the router to read its location. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  config: RuntimeConfig = runtimeConfig(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <UiProvider>
      <RuntimeConfigProvider value={config}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>
    </UiProvider>,
  );
  return { router, ...view };
}
