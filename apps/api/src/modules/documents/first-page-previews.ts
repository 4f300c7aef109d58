import { ByteBudgetCache } from '../../cache/byte-budget-cache';
import { FirstPageRenderer } from '../../pdf';

/** Images kept per server: ~50 KB each, so about 650 documents' first pages. */
const KEPT_BYTES = 32 * 1024 * 1024;

/** At most this many versions wait to be drawn ahead; beyond it the oldest is forgotten. */
const AHEAD_WAITING = 32;

export interface FirstPagePreviewsOptions {
  /** Whether `drawAhead` draws anything (default true; tests that do not use it turn it off). */
  drawAhead?: boolean;
}

/**
 * The first page of each stored PDF version as an image, drawn once and kept in this server's
 * memory by file id (a stored file never changes: a signature makes a new one). Kept copies are
 * only a saving: another server, or this one after a restart, draws the page again. Requests for
 * a version being drawn wait for that drawing instead of starting another.
 */
export class FirstPagePreviews {
  private readonly kept = new ByteBudgetCache<number, Uint8Array>(KEPT_BYTES);
  private readonly drawing = new Map<number, Promise<Uint8Array>>();
  /** Versions to draw ahead, by file id, newest last. */
  private readonly ahead = new Map<number, () => Promise<Uint8Array>>();
  private drawingAhead: Promise<unknown> | null = null;
  private closed = false;
  private readonly drawsAhead: boolean;

  constructor(
    private readonly renderer = new FirstPageRenderer(),
    options: FirstPagePreviewsOptions = {},
  ) {
    this.drawsAhead = options.drawAhead ?? true;
  }

  /** The image of file `fileId`'s first page; `bytes` reads the file when it must be drawn. */
  image(fileId: number, bytes: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const kept = this.kept.get(fileId);
    if (kept) return Promise.resolve(kept);
    const inFlight = this.drawing.get(fileId);
    if (inFlight) return inFlight;
    this.ahead.delete(fileId);
    const drawn = bytes()
      .then((pdf) => this.renderer.render(pdf))
      .then((image) => {
        this.kept.set(fileId, image, image.byteLength);
        return image;
      })
      .finally(() => {
        this.drawing.delete(fileId);
        this.drawNextAhead();
      });
    this.drawing.set(fileId, drawn);
    return drawn;
  }

  /**
   * Draws a version's first page in the background, once it is committed (a document sent or
   * signed, the demo's documents), so that the first person to open it does not wait for the
   * drawing (0.5–0.9 s for a long document on a thread that has just started). Only a saving, and
   * second to what is asked for: one version at a time, only while no request waits for a
   * drawing, the newest first; a failure is left for a request to meet and report.
   */
  drawAhead(fileId: number, bytes: () => Promise<Uint8Array>): void {
    if (!this.drawsAhead || this.closed) return;
    if (this.kept.get(fileId) || this.drawing.has(fileId)) return;
    this.ahead.delete(fileId);
    this.ahead.set(fileId, bytes);
    if (this.ahead.size > AHEAD_WAITING) {
      const [oldest] = this.ahead.keys();
      if (oldest !== undefined) this.ahead.delete(oldest);
    }
    this.drawNextAhead();
  }

  /** Resolves when nothing waits to be drawn ahead and no drawing ahead runs (tests). */
  async aheadDone(): Promise<void> {
    while (this.drawingAhead) await this.drawingAhead;
  }

  private drawNextAhead(): void {
    if (this.closed || this.drawingAhead || this.drawing.size > 0) return;
    const newest = [...this.ahead.keys()].at(-1);
    if (newest === undefined) return;
    const bytes = this.ahead.get(newest);
    this.ahead.delete(newest);
    if (!bytes) return;
    const running = this.image(newest, bytes)
      .catch(() => undefined)
      .finally(() => {
        if (this.drawingAhead === running) this.drawingAhead = null;
        this.drawNextAhead();
      });
    this.drawingAhead = running;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.ahead.clear();
    await this.drawingAhead;
    await this.renderer.close();
  }
}
