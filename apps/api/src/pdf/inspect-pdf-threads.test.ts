import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { deeplyNestedPdf, hugeObjectCountPdf } from './fixtures/hostile-pdfs';
import { makeSamplePdf } from './fixtures/make-sample-pdf';
import { rejection } from './fixtures/pdf-rejection';
import { inspectPdf } from './inspect-pdf';

// Counts the parse threads inspectPdf starts and stops, through the node:worker_threads module
// object inspect-pdf.ts reads Worker from (an import namespace here would be a copy).
const threads = createRequire(__filename)(
  'node:worker_threads',
) as typeof import('node:worker_threads');
// Every thread started and stopped in this file, in order (the spare outlives a test).
const started: Worker[] = [];
const stopped: Worker[] = [];
const RealWorker = threads.Worker;

beforeAll(() => {
  jest.spyOn(threads, 'Worker').mockImplementation((...args) => {
    const worker = new RealWorker(...args);
    const terminate = worker.terminate.bind(worker);
    worker.terminate = () => {
      stopped.push(worker);
      return terminate();
    };
    started.push(worker);
    return worker;
  });
});

afterAll(() => {
  jest.restoreAllMocks();
});

describe('the PDF parse thread', () => {
  it('reads one file after another in the same thread, a refused file included', async () => {
    const pdf = await makeSamplePdf({ pages: 2 });
    expect((await inspectPdf(pdf)).pageCount).toBe(2);
    expect((await rejection(inspectPdf(deeplyNestedPdf(200_000)))).code).toMatch(
      /^pdf_(invalid|too_complex)$/,
    );
    expect(
      (await rejection(inspectPdf(hugeObjectCountPdf(20_000), { maxPages: 5_000 }))).code,
    ).toBe('pdf_too_complex');
    expect((await inspectPdf(pdf)).pageCount).toBe(2);
    expect(started).toHaveLength(1);
    expect(stopped).toEqual([]);
  });

  it('stops a thread that ran out of time and reads the next file in a new one', async () => {
    const pdf = await makeSamplePdf({ pages: 300 });
    expect((await inspectPdf(pdf)).pageCount).toBe(300);
    const warm = started.at(-1);
    // 300,000 objects cannot be read in 50 ms (a warm thread once read the 300-page sample within
    // a 1 ms timeout on a busy machine, its answer arriving before the timer's).
    expect((await rejection(inspectPdf(hugeObjectCountPdf(300_000), { timeoutMs: 50 }))).code).toBe(
      'pdf_timeout',
    );
    expect(stopped).toContain(warm);
    expect((await inspectPdf(pdf)).pageCount).toBe(300);
    expect(started.at(-1)).not.toBe(warm);
  });

  it('stops a thread that ran out of heap, and keeps one spare per heap limit', async () => {
    expect(
      (
        await rejection(
          inspectPdf(hugeObjectCountPdf(300_000), { maxMemoryMb: 24, timeoutMs: 20_000 }),
        )
      ).code,
    ).toMatch(/^pdf_(too_complex|timeout)$/);
    expect(stopped).toContain(started.at(-1));
    const pdf = await makeSamplePdf({ pages: 1 });
    // Two files at once: two threads; only one stays for the next file.
    const [startedBefore, stoppedBefore] = [started.length, stopped.length];
    const both = await Promise.all([
      inspectPdf(pdf, { maxMemoryMb: 64 }),
      inspectPdf(pdf, { maxMemoryMb: 64 }),
    ]);
    expect(both.map((info) => info.pageCount)).toEqual([1, 1]);
    expect([started.length - startedBefore, stopped.length - stoppedBefore]).toEqual([2, 1]);
    expect((await inspectPdf(pdf, { maxMemoryMb: 64 })).pageCount).toBe(1);
    expect(started.length - startedBefore).toBe(2);
  });
});
