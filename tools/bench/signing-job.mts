// CPU of one document's signing job (the PDF work a signing thread does per document), in this
// thread, on the bulk benchmark's PDF (2 pages): stamps + signature, and stamps + signature +
// certificate of completion + its seal (the last signer). Prints milliseconds per job.
// Usage: node tools/bench/run-ts.mjs tools/bench/signing-job.mts [jobs per kind, default 100]
//   (add --cpu-prof to the node command of the bundle to see where the time goes)
import {
  createDemoSigningIdentity,
  eMeteraiImage,
  makeSamplePdf,
  runSigningJob,
  signatureImage,
  type SigningJob,
} from '../../apps/api/src/bench';
import { describeEnvironment } from './api-bench-support.mts';

const jobs = Number(process.argv[2] ?? 100);
const pdf = await makeSamplePdf({ pages: 2 });
const signer = await createDemoSigningIdentity('Bench Signing', { now: new Date() });
const at = new Date('2026-01-01T00:00:00Z');
const job = (index: number, last: boolean): SigningJob => ({
  bytes: pdf,
  stamps: [
    {
      page: 1,
      x: 50,
      y: 560,
      width: 150,
      height: 75,
      image: signatureImage({ name: 'Bench Signer', privyId: 'BENCH01', signedAt: at }),
    },
    ...(index % 2 === 0
      ? [
          {
            page: 1,
            x: 170,
            y: 650,
            width: 90,
            height: 90,
            image: eMeteraiImage({ serial: `B-${index}` }),
          },
        ]
      : []),
  ],
  signer,
  meta: {
    reason: 'Signed by Bench Signer',
    name: 'Bench Signer',
    location: 'Bench',
    signingTime: at,
  },
  ...(last
    ? {
        completion: {
          audit: {
            referenceNumber: `BULK-${index}`,
            documentName: 'Bulk agreement',
            completedAt: at,
            signers: [
              {
                name: 'Bench Signer',
                privyId: 'BENCH01',
                signedAt: at,
                ip: '127.0.0.1',
                otpVerified: true as const,
              },
            ],
          },
          meta: { reason: 'Certificate', name: 'Certificate', location: 'Bench', signingTime: at },
        },
      }
    : {}),
});

console.log(describeEnvironment());
await runSigningJob(job(0, true)); // warm up
for (const last of [false, true]) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let size = 0;
  for (let index = 0; index < jobs; index++) size = (await runSigningJob(job(index, last))).length;
  const used = process.cpuUsage(cpu);
  console.log(
    `${last ? 'signature + certificate of completion + seal' : 'signature'}: ${((performance.now() - started) / jobs).toFixed(1)} ms per job, CPU ${((used.user + used.system) / 1000 / jobs).toFixed(1)} ms (${jobs} jobs, ${size} bytes out)`,
  );
}
console.log(describeEnvironment());
