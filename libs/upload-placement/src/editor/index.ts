// replaced by the editor
import type { CompanySeal, MeteraiCategory, UploadedDocument } from '@esign/contract';

export function PlacementEditor(_props: {
  document: UploadedDocument;
  pdf: ArrayBuffer;
  seal: CompanySeal | null;
  meteraiCategories: MeteraiCategory[];
  readOnly?: boolean;
}): null {
  return null;
}

export function recipientColour(index: number): string {
  return ['blue.solid', 'green.solid', 'purple.solid', 'orange.solid'][index % 4] ?? 'gray.solid';
}
