import type * as ExcelJSModule from 'exceljs';

export type ExcelJS = typeof ExcelJSModule;

let loading: Promise<ExcelJS> | undefined;

/**
 * exceljs, loaded on first use: it is a large module graph that only the spreadsheet uploads and
 * downloads need, so the server (and every server test file, which loads the server anew) does
 * not evaluate it at start.
 */
export function loadExcelJs(): Promise<ExcelJS> {
  // A CommonJS module: import() hands its exports over as the default export.
  loading ??= import('exceljs').then(
    (module) => (module as unknown as { default: ExcelJS }).default,
  );
  return loading;
}
