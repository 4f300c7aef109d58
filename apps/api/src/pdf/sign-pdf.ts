// Why @libpdf/core for signing (chosen knowingly):
// - pdf-lib's `save()` rewrites the whole file, which changes the bytes an earlier signature's
//   /ByteRange covers, so every earlier signature breaks. Not usable on signed documents.
// - @signpdf's stock P12 signer writes SubFilter `adbe.pkcs7.detached` (not PAdES) and relies
//   on pdf-lib or its own placeholder helpers for the rest.
// - @libpdf/core (used in production by Documenso) writes the signature as an incremental update
//   (appended objects + new xref section; the earlier revision stays a byte-for-byte prefix) and
//   builds a CAdES detached CMS (SubFilter `ETSI.CAdES.detached`, PAdES B-B) with the ESS
//   signing-certificate-v2 attribute. We only plug in our own key (node:crypto) as its `Signer`.
//   Its CMS also carries a signing-time signed attribute (besides the /M entry); the PAdES
//   baseline profile prefers /M alone, validators (pdfsig, Acrobat) accept both.
import { loadP12 } from './load-p12';
import { isIncrementalUpdateOf, openForIncrementalUpdate } from './open-for-incremental-update';
import { PdfRejectedError } from './pdf-rejected-error';
import { loadSigningIdentity, type LoadedSigner, type SignerInput } from './signing-identity';

export interface SignMeta {
  /** /Reason, e.g. "Signed by JOHN01 with OTP". */
  reason: string;
  /** The signer's display name: becomes the signature field name ("Signature <name>"), which
   *  viewers show in their signature panel (@libpdf/core 0.4 writes no /Name entry). */
  name: string;
  location?: string;
  contactInfo?: string;
  /** /M entry and the CMS signing-time (a claim, not a trusted timestamp). */
  signingTime: Date;
  /** Signature field name; default "Signature <name>" (made unique). */
  fieldName?: string;
}

async function resolveSigner(input: SignerInput): Promise<LoadedSigner> {
  if ('kind' in input) return input;
  if ('p12' in input) return loadP12(input.p12, input.password);
  return loadSigningIdentity(input);
}

function uniqueFieldName(existing: Set<string>, name: string): string {
  const base = `Signature ${name.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'signer'}`.slice(
    0,
    60,
  );
  if (!existing.has(base)) return base;
  for (let i = 2; ; i++) if (!existing.has(`${base} ${i}`)) return `${base} ${i}`;
}

/**
 * Applies a PAdES B-B signature (invisible widget) as an incremental update: the input bytes are
 * an exact prefix of the result, so earlier signatures stay valid.
 */
export async function signPdf(
  bytes: Uint8Array,
  signer: SignerInput,
  meta: SignMeta,
): Promise<Uint8Array> {
  const loaded = await resolveSigner(signer);
  const { pdf, bytes: base } = await openForIncrementalUpdate(bytes);
  // @libpdf/core's sign() has no /Name option: the signer's name goes into the field name.
  const existing = new Set((pdf.getForm()?.getFields() ?? []).map((f) => f.name));
  const fieldName = meta.fieldName ?? uniqueFieldName(existing, meta.name);
  let result;
  try {
    result = await pdf.sign({
      signer: loaded.signer,
      reason: meta.reason,
      location: meta.location,
      contactInfo: meta.contactInfo,
      signingTime: meta.signingTime,
      fieldName,
      subFilter: 'ETSI.CAdES.detached',
      level: 'B-B',
      digestAlgorithm: 'SHA-256',
      estimatedSize:
        8192 +
        loaded.signer.certificate.length * 2 +
        (loaded.signer.certificateChain ?? []).reduce((n, c) => n + c.length * 2, 0),
    });
  } catch (error) {
    throw new PdfRejectedError('pdf_invalid', 'The PDF could not be signed', { cause: error });
  }
  const out = result.bytes;
  if (!isIncrementalUpdateOf(out, base)) {
    // Defence in depth: never hand back a rewritten file.
    throw new PdfRejectedError(
      'pdf_not_incremental',
      'Signing did not produce an incremental update',
    );
  }
  return out;
}
