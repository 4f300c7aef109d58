import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { storedSecret } from '../../auth/server-secrets';
import {
  createDemoSigningIdentity,
  loadP12,
  loadSigningIdentity,
  type LoadedSigner,
} from '../../pdf';

const StoredIdentitySchema = z.object({ certificatePem: z.string(), privateKeyPem: z.string() });

/**
 * The certificate that signs documents, loaded once on first use: the configured PKCS#12 file
 * (production), or a self-signed certificate the demo generates on its first signature and keeps
 * in the database so every later signature uses the same one.
 */
export function platformSigner(
  db: Database,
  config: Pick<AppConfig, 'signingP12Path' | 'signingP12Password' | 'companyName'>,
  now: () => Date,
): () => Promise<LoadedSigner> {
  let loading: Promise<LoadedSigner> | null = null;
  const load = async (): Promise<LoadedSigner> => {
    if (config.signingP12Path) {
      const bytes = await readFile(config.signingP12Path);
      return loadP12(new Uint8Array(bytes), config.signingP12Password);
    }
    const stored = await storedSecret(db, 'demo_signing_identity', async () =>
      JSON.stringify(
        await createDemoSigningIdentity(`${config.companyName} Document Signing (Demo)`, {
          now: now(),
          organization: config.companyName,
        }),
      ),
    );
    return loadSigningIdentity(StoredIdentitySchema.parse(JSON.parse(stored)));
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
