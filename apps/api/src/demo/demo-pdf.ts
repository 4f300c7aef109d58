import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export interface DemoPdfOptions {
  title: string;
  referenceNumber: string;
  companyName: string;
  /** Parties named in the opening clause. */
  parties: string[];
  pages: number;
  /** Fixed dates keep the seed deterministic. */
  date: Date;
}

const CLAUSES = [
  'Scope. The parties agree on the delivery of services described in Appendix A, under the terms set out in this document and in accordance with the laws of the Republic of Indonesia.',
  'Term. This agreement takes effect on the date of the last signature and remains in force for twelve (12) months, after which it renews for equal periods unless either party gives written notice.',
  'Fees and payment. Invoices are issued monthly and are payable within thirty (30) days of receipt. Stamp duty is borne by the party that requests the stamped copy.',
  'Confidentiality. Each party keeps confidential all information received from the other party and uses it only to perform this agreement, during its term and for two (2) years after.',
  'Electronic signatures. The parties accept electronic signatures and electronic stamp duty (e-meterai) as legally binding, as provided by Law No. 11 of 2008 on Electronic Information and Transactions.',
  'Dispute resolution. Disputes are settled amicably first; failing that, they are brought before the District Court of South Jakarta.',
];

/** Splits text into lines that fit `width` at `size` in Helvetica. */
function wrap(
  text: string,
  width: number,
  size: number,
  measure: (t: string, s: number) => number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A realistic-looking A4 agreement for the demo seed (an original: nothing is signed yet, so
 * pdf-lib may write it in full). The last page keeps its lower third free for the signature,
 * e-meterai and seal placements.
 */
export async function makeDemoPdf(options: DemoPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setAuthor(options.companyName);
  doc.setCreationDate(options.date);
  doc.setModificationDate(options.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const measure = (text: string, size: number) => regular.widthOfTextAtSize(text, size);
  const grey = rgb(0.4, 0.4, 0.4);
  const dateText = options.date.toISOString().slice(0, 10);

  for (let number = 1; number <= options.pages; number++) {
    const page = doc.addPage([595, 842]);
    page.drawText(options.companyName.toUpperCase(), {
      x: 50,
      y: 800,
      size: 9,
      font: bold,
      color: grey,
    });
    page.drawText(options.referenceNumber, {
      x: 545 - measure(options.referenceNumber, 9),
      y: 800,
      size: 9,
      font: regular,
      color: grey,
    });
    page.drawLine({
      start: { x: 50, y: 792 },
      end: { x: 545, y: 792 },
      thickness: 0.5,
      color: grey,
    });
    let y = 760;
    if (number === 1) {
      page.drawText(options.title, { x: 50, y, size: 18, font: bold });
      y -= 22;
      page.drawText(`No. ${options.referenceNumber}  ·  ${dateText}`, {
        x: 50,
        y,
        size: 10,
        font: regular,
        color: grey,
      });
      y -= 30;
      const opening = `This document is made between ${options.parties.join(', ')} (together "the parties"), who agree as follows.`;
      for (const line of wrap(opening, 495, 11, measure)) {
        page.drawText(line, { x: 50, y, size: 11, font: regular });
        y -= 15;
      }
      y -= 10;
    } else {
      page.drawText(`${options.title} (continued)`, { x: 50, y, size: 13, font: bold });
      y -= 28;
    }
    const isLast = number === options.pages;
    const clauses = isLast && options.pages > 1 ? CLAUSES.slice(0, 2) : CLAUSES;
    for (const [index, clause] of clauses.entries()) {
      if (y < (isLast ? 330 : 90)) break;
      page.drawText(`${(number - 1) * CLAUSES.length + index + 1}.`, {
        x: 50,
        y,
        size: 11,
        font: bold,
      });
      for (const line of wrap(clause, 470, 11, measure)) {
        page.drawText(line, { x: 75, y, size: 11, font: regular });
        y -= 15;
      }
      y -= 8;
    }
    if (isLast) {
      page.drawText('Signed electronically by the parties:', {
        x: 50,
        y: 300,
        size: 11,
        font: bold,
      });
      page.drawLine({
        start: { x: 50, y: 120 },
        end: { x: 545, y: 120 },
        thickness: 0.5,
        color: grey,
      });
    }
    const footer = `Page ${number} of ${options.pages}`;
    page.drawText(footer, {
      x: 297 - measure(footer, 9) / 2,
      y: 40,
      size: 9,
      font: regular,
      color: grey,
    });
  }
  return doc.save({ useObjectStreams: false });
}
