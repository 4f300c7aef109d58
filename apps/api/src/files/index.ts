// File producers and readers of the API server: PNG stamps, zips, spreadsheets in and out.
export { encodePng, RasterCanvas, textWidth, type Rgb } from './png';
export { eMeteraiImage, pngDataUrl, sealImage, signatureImage } from './stamp-images';
export {
  columnName,
  writeXlsx,
  XLSX_CONTENT_TYPE,
  type XlsxCell,
  type XlsxColumn,
  type XlsxSheet,
} from './xlsx';
export { inspectZip, ZIP_LIMITS, ZipRefused } from './inspect-zip';
export {
  loadWorkbook,
  readXlsx,
  SheetRefused,
  type ReadSheet,
  type SheetRow,
  type SheetValue,
} from './read-xlsx';
export { zipFiles, safeEntryName, type ZipEntry } from './zip';
