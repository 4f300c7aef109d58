import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUNTIME_CONFIG_PATH } from '@esign/api-client';

const indexHtml = readFileSync(join(__dirname, '../../index.html'), 'utf8');

describe('index.html', () => {
  it('preloads the runtime config the app fetches before its first render, as a fetch the app can take over', () => {
    const preload =
      /<link\s+rel="preload"\s+href="([^"]+)"\s+as="fetch"\s+crossorigin="anonymous"\s*\/>/.exec(
        indexHtml,
      );
    expect(preload?.[1]).toBe(RUNTIME_CONFIG_PATH);
  });
});
