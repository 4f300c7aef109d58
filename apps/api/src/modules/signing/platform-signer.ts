import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { storedSecret } from '../../auth/server-secrets';
import { createDemoSigningIdentity, loadP12, type PortableSigner } from '../../pdf';

const StoredIdentitySchema = z.object({ certificatePem: z.string(), privateKeyPem: z.string() });

/**
 * The certificate that signs documents (in a form the signing threads can receive), loaded once
 * on first use: the configured PKCS#12 file
 * (production), or a self-signed certificate the demo generates on its first signature and keeps
 * in the database so every later signature uses the same one.
 */
export function platformSigner(
  db: Database,
  config: Pick<AppConfig, 'signingP12Path' | 'signingP12Password' | 'companyName'>,
  now: () => Date,
): () => Promise<PortableSigner> {
  let loading: Promise<PortableSigner> | null = null;
  const load = async (): Promise<PortableSigner> => {
    if (config.signingP12Path) {
      const p12 = new Uint8Array(await readFile(config.signingP12Path));
      // Decoded once here so a wrong file or password fails clearly, not inside a thread.
      await loadP12(p12, config.signingP12Password);
      return { p12, password: config.signingP12Password };
    }
    const stored = await storedSecret(db, 'demo_signing_identity', async () =>
      JSON.stringify(
        await createDemoSigningIdentity(`${config.companyName} Document Signing (Demo)`, {
          now: now(),
          organization: config.companyName,
        }),
      ),
    );
    return StoredIdentitySchema.parse(JSON.parse(stored));
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
