// Helpers for this folder's tests: poppler's pdfsig and pdftoppm (Debian poppler-utils).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HAS_POPPLER = existsSync('/usr/bin/pdfsig') && existsSync('/usr/bin/pdftoppm');

function withTempFile<T>(bytes: Uint8Array, run: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
  const path = join(dir, 'doc.pdf');
  writeFileSync(path, bytes);
  try {
    return run(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PdfsigSignature {
  fieldName: string;
  subFilter: string;
  validation: string;
  totalDocumentSigned: boolean;
}

/** Runs pdfsig (which exits 0 even for tampered files) and parses its report. */
export function pdfsig(bytes: Uint8Array): { output: string; signatures: PdfsigSignature[] } {
  const output = withTempFile(bytes, (path) => {
    try {
      return execFileSync('pdfsig', [path], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string };
      return `${e.stdout ?? ''}${e.stderr ?? ''}`;
    }
  });
  const signatures = output
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .map((block) => ({
      fieldName: /Signature Field Name: (.*)/.exec(block)?.[1]?.trim() ?? '',
      subFilter: /Signature Type: (.*)/.exec(block)?.[1]?.trim() ?? '',
      validation: /Signature Validation: (.*)/.exec(block)?.[1]?.trim() ?? '',
      totalDocumentSigned: /Total document signed/.test(block),
    }));
  return { output, signatures };
}

/** Renders the visible part (CropBox) of one page at 72 dpi (1 px = 1 pt); returns an RGB pixel reader. */
export function renderPage(
  bytes: Uint8Array,
  pageNumber: number,
): { width: number; height: number; rgb(x: number, y: number): [number, number, number] } {
  const ppm = withTempFile(bytes, (path) =>
    execFileSync(
      'pdftoppm',
      [
        '-cropbox',
        '-r',
        '72',
        '-f',
        String(pageNumber),
        '-l',
        String(pageNumber),
        '-singlefile',
        path,
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ),
  );
  // P6\n<width> <height>\n255\n<RGB bytes>
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not produce a PPM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const data = ppm.subarray(header[0].length);
  return {
    width,
    height,
    rgb(x, y) {
      const i = (Math.floor(y) * width + Math.floor(x)) * 3;
      return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1];
    },
  };
}

export function isRed([r, g, b]: [number, number, number]): boolean {
  return r > 200 && g < 60 && b < 60;
}
