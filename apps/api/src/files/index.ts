// File producers of the API server: PNG stamps, zips and spreadsheets.
export { encodePng, RasterCanvas, textWidth, type Rgb } from './png';
export { eMeteraiImage, pngDataUrl, sealImage, signatureImage } from './stamp-images';
export { writeXlsx, columnName, type XlsxCell, type XlsxSheet } from './xlsx';
export { zipFiles, safeEntryName, type ZipEntry } from './zip';
