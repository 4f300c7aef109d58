import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RuntimeConfig } from '@esign/contract';
import { RuntimeConfigProvider, sessionRoutes } from '@esign/session';
import { UiProvider } from '@esign/ui-kit';

// What the build plugin (prerender-login-plugin.mts, which loads this module in Node) needs besides
// the page: where the files go, the placeholder the server fills, the id the app removes.
export {
  POWERED_BY_PLACEHOLDER,
  PRERENDERED_LOGIN_FILES,
  PRERENDERED_PAGES_DIR,
} from '@esign/contract';
export { PRERENDERED_PAGE_ID } from '@esign/ui-kit';

/**
 * /login as the app draws it for a visitor without a session, rendered by React's server renderer
 * through the session lib's own route (its lazy page included). Emotion writes each element's
 * rules into the markup (gathered into the head by compose-prerendered-html.ts).
 */
export async function renderLoginPage(config: RuntimeConfig): Promise<string> {
  const handler = createStaticHandler(sessionRoutes);
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error(`/login answered ${context.status}`);
  if (context.errors) throw new Error(`/login failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <UiProvider>
      <RuntimeConfigProvider value={config}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RuntimeConfigProvider>
    </UiProvider>,
  );
}
