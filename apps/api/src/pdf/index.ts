// The PDF engine of the reference API server: inspect untrusted PDFs (bounded worker), stamp
// placements and sign (PAdES B-B) as incremental updates, append the certificate of completion.
export { PdfRejectedError, type PdfRejectedCode } from './pdf-rejected-error';
export {
  inspectPdf,
  DEFAULT_PDF_LIMITS,
  type PdfInfo,
  type PdfLimits,
  type PdfPageInfo,
} from './inspect-pdf';
export { stampPlacements, type Stamp } from './stamp-placements';
export { signPdf, type SignMeta } from './sign-pdf';
export {
  loadSigningIdentity,
  type LoadedSigner,
  type P12SigningIdentity,
  type PemSigningIdentity,
  type SignerInput,
} from './signing-identity';
export { loadP12 } from './load-p12';
export { createDemoSigningIdentity } from './create-demo-signing-identity';
export { appendCompletionCertificate, type CompletionAudit } from './append-completion-certificate';
export {
  placementMatrix,
  type Placement,
  type PageGeometry,
  type PdfMatrix,
} from './placement-matrix';
export { SigningPool, type SigningPoolOptions } from './signing-pool';
export { runSigningJob, type PortableSigner, type SigningJob } from './signing-job';
export { SigningJobError } from './signing-failure';
export {
  FirstPageRenderer,
  FirstPageRenderError,
  DEFAULT_FIRST_PAGE_IMAGE,
  type FirstPageImageOptions,
} from './render-first-page';
