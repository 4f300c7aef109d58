import { ByteBudgetCache } from '../../cache/byte-budget-cache';
import { FirstPageRenderer } from '../../pdf';

/** Images kept per server: ~80 KB each, so about 400 documents' first pages. */
const KEPT_BYTES = 32 * 1024 * 1024;

/**
 * The first page of each stored PDF version as an image, drawn once and kept in this server's
 * memory by file id (a stored file never changes: a signature makes a new one). Kept copies are
 * only a saving: another server, or this one after a restart, draws the page again. Requests for
 * a version being drawn wait for that drawing instead of starting another.
 */
export class FirstPagePreviews {
  private readonly kept = new ByteBudgetCache<number, Uint8Array>(KEPT_BYTES);
  private readonly drawing = new Map<number, Promise<Uint8Array>>();

  constructor(private readonly renderer = new FirstPageRenderer()) {}

  /** The image of file `fileId`'s first page; `bytes` reads the file when it must be drawn. */
  image(fileId: number, bytes: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const kept = this.kept.get(fileId);
    if (kept) return Promise.resolve(kept);
    const inFlight = this.drawing.get(fileId);
    if (inFlight) return inFlight;
    const drawn = bytes()
      .then((pdf) => this.renderer.render(pdf))
      .then((image) => {
        this.kept.set(fileId, image, image.byteLength);
        return image;
      })
      .finally(() => this.drawing.delete(fileId));
    this.drawing.set(fileId, drawn);
    return drawn;
  }

  close(): Promise<void> {
    return this.renderer.close();
  }
}
