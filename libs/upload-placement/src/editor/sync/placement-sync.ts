import { z } from 'zod/mini';
import { callEndpoint, getErrorMessage, getErrorStatus } from '@esign/api-client';
import {
  addEmateraiTemporer,
  deleteSignerPlacement,
  discardSeal,
  placeSigner,
  resetEmateraiTemporer,
  setSeal,
  subEmateraiTemporer,
  updateSeal,
} from '@esign/contract';
import {
  placementRequestOf,
  round,
  sameGeometry,
  sealBoxOf,
  serverBoxOfPlacement,
  serverBoxOfSeal,
  type BoxKind,
  type EditorBox,
  type ServerBox,
} from '../model/editor-box';
import { diffBoxes, type EditorAction, type EditorState } from '../model/editor-state';

/** Moves and resizes of one box are saved once it has been still this long. */
export const SAVE_DELAY_MS = 300;

/** Spec §8 error toast titles, by box kind and call. */
export const FAILURE_TITLES = {
  sign: {
    create: 'Failed Placement Document',
    move: 'Failed Placement Document',
    delete: 'Failed Delete Placement',
  },
  // Moving a stamp goes through `signer/{reference}` like a signature, but the user moved an
  // e-meterai, so the e-meterai title names what failed.
  e_meterai: {
    create: 'Failed placement e-meterai',
    move: 'Failed placement e-meterai',
    delete: 'Failed delete e-meterai',
  },
  seal: {
    create: 'Failed set seal in document',
    move: 'Failed update position seal',
    delete: 'Failed delete position seal',
  },
} as const satisfies Record<BoxKind, Record<'create' | 'move' | 'delete', string>>;
export const RESET_FAILURE_TITLE = 'Failed reset e-meterai';

/** At most this many calls on the wire at once (copying a box to 300 pages queues the rest). */
export const MAX_CONCURRENT_CALLS = 4;

export const STALE_MESSAGE =
  'This box was changed elsewhere (another tab or window). The latest placements are shown now.';

const ErrorCodeSchema = z.object({ code: z.string() });

/** A 409 `stale_placement`: the box was changed since the version the editor sent. */
export function isStalePlacement(error: unknown): boolean {
  if (getErrorStatus(error) !== 409) return false;
  const response = (error as { response?: { data?: unknown } }).response;
  const body = ErrorCodeSchema.safeParse(response?.data);
  return body.success && body.data.code === 'stale_placement';
}

export type PlacementSyncDeps = {
  /** The draft's reference number. */
  reference: string;
  getState: () => EditorState;
  /** Applies a server acknowledgement or a rollback (never an edit). */
  dispatch: (action: EditorAction) => void;
  /** A box was changed elsewhere: fetch the batch again. */
  onStale: () => void;
  /** A stamp was reserved or released (or may have been): the temporary balance changed. */
  onStampsChanged: () => void;
  notifyError: (title: string, message: string) => void;
  saveDelayMs?: number;
};

type Operation = 'create' | 'move' | 'delete';

/**
 * Sends the editor's edits to the server as they happen. Creates and deletes go at once; moves and
 * resizes wait until the box has been still for `saveDelayMs`, then send its latest geometry with
 * its last known version. The calls of one box run one after another (a move waits for its
 * box's create, so it knows the id). A failure puts the box back as the server has it and toasts
 * the spec's title; a stale version fetches the batch again.
 */
export class PlacementSync {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly chains = new Map<string, Promise<void>>();
  private readonly running = new Map<string, number>();
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** The failures already shown for one edit: the same refusal of 300 copies is one toast. */
  private readonly shown = new Map<string, Set<string>>();
  private readonly batchOf = new Map<string, string>();
  private batches = 0;

  constructor(private readonly deps: PlacementSyncDeps) {}

  /** Runs a call once fewer than MAX_CONCURRENT_CALLS calls are on the wire. */
  private async limit<T>(run: () => Promise<T>): Promise<T> {
    if (this.active >= MAX_CONCURRENT_CALLS)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await run();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Keys with an edit not yet confirmed (waiting, queued or on the wire). */
  pendingKeys(): ReadonlySet<string> {
    return new Set([...this.timers.keys(), ...this.running.keys()]);
  }

  /** Sends what changed from `before` to `after`; `resetStamps` deletes every stamp box in one call. */
  push(before: EditorState, after: EditorState, options: { resetStamps?: boolean } = {}): void {
    const { created, deleted, changed } = diffBoxes(before.boxes, after.boxes);
    const batch = String((this.batches += 1));
    // Only the latest edits' toasts are remembered.
    for (const old of this.shown.keys())
      if (Number(old) < this.batches - 50) this.shown.delete(old);
    for (const box of [...created, ...deleted, ...changed]) this.batchOf.set(box.key, batch);
    for (const box of created) {
      this.cancelTimer(box.key);
      this.enqueue(box.key, () => this.create(box.key));
    }
    const stamps = options.resetStamps ? deleted.filter((box) => box.kind === 'e_meterai') : [];
    if (stamps.length > 0) this.resetStamps(stamps.map((box) => box.key));
    for (const box of deleted) {
      if (stamps.includes(box)) continue;
      this.cancelTimer(box.key);
      this.enqueue(box.key, () => this.remove(box.key, box.kind));
    }
    for (const box of changed) this.schedule(box.key);
  }

  /** Sends every waiting move now (leaving the editor loses nothing). */
  flush(): void {
    for (const key of [...this.timers.keys()]) {
      this.cancelTimer(key);
      this.enqueue(key, () => this.move(key));
    }
  }

  /** Resolves once every queued call has settled (for tests and for leaving the page). */
  async settled(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()]);
  }

  private schedule(key: string): void {
    this.cancelTimer(key);
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        this.enqueue(key, () => this.move(key));
      }, this.deps.saveDelayMs ?? SAVE_DELAY_MS),
    );
  }

  private cancelTimer(key: string): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }

  private enqueue(key: string, job: () => Promise<void>): void {
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
    const previous = this.chains.get(key) ?? Promise.resolve();
    // Every job catches its own failures; the catch only keeps the chain going whatever happens.
    const next = previous
      .then(job)
      .catch(() => undefined)
      .finally(() => {
        const left = (this.running.get(key) ?? 1) - 1;
        if (left === 0) this.running.delete(key);
        else this.running.set(key, left);
        if (this.chains.get(key) === next) this.chains.delete(key);
      });
    this.chains.set(key, next);
  }

  private box(key: string): EditorBox | undefined {
    return this.deps.getState().boxes.find((box) => box.key === key);
  }

  private fail(key: string, kind: BoxKind, operation: Operation, error: unknown): void {
    this.deps.dispatch({ type: 'rollback', key });
    const stale = isStalePlacement(error);
    const title = FAILURE_TITLES[kind][operation];
    const message = stale ? STALE_MESSAGE : getErrorMessage(error);
    const batch = this.batchOf.get(key) ?? key;
    const shown = this.shown.get(batch) ?? new Set<string>();
    this.shown.set(batch, shown);
    if (!shown.has(`${title}\n${message}`)) {
      shown.add(`${title}\n${message}`);
      this.deps.notifyError(title, message);
    }
    if (stale) this.deps.onStale();
  }

  private async create(key: string): Promise<void> {
    const box = this.box(key);
    const { saved } = this.deps.getState();
    // Gone before its turn (deleted, or undone), or already on the server (a failed delete put
    // it back): nothing to create.
    if (!box || saved[key]) return;
    try {
      const server = await this.send(box);
      const now = this.box(key);
      // The box takes the server's rounding unless the user has moved it since (that move is
      // queued behind this call and is sent next).
      this.deps.dispatch({
        type: 'created',
        key,
        box: server,
        adopt: !now || sameGeometry(now, box),
      });
    } catch (error) {
      this.fail(key, box.kind, 'create', error);
    } finally {
      if (box.kind === 'e_meterai') this.deps.onStampsChanged();
    }
  }

  private async send(box: EditorBox): Promise<ServerBox> {
    const reference = this.deps.reference;
    if (box.kind === 'seal') {
      const answer = await this.limit(() =>
        callEndpoint(setSeal, {
          params: { id: reference },
          body: { ...sealBoxOf(box) },
        }),
      );
      return serverBoxOfSeal(answer.data.seal);
    }
    if (box.kind === 'e_meterai') {
      const meteraiId = box.meteraiId;
      if (meteraiId === null) throw new Error('Choose a meterai category first');
      const answer = await this.limit(() =>
        callEndpoint(addEmateraiTemporer, {
          params: { id: reference },
          body: {
            meterai_id: meteraiId,
            page_meterai: box.page,
            pos_x_meterai: round(box.x),
            pos_y_meterai: round(box.y),
            width: round(box.width),
            height: round(box.height),
          },
        }),
      );
      if (!answer.data.placement) throw new Error('The server did not place the stamp box');
      return serverBoxOfPlacement(answer.data.placement);
    }
    const answer = await this.limit(() =>
      callEndpoint(placeSigner, {
        params: { id: reference },
        body: placementRequestOf(box),
      }),
    );
    return serverBoxOfPlacement(answer.data.placement);
  }

  private async move(key: string): Promise<void> {
    const box = this.box(key);
    const saved = this.deps.getState().saved[key];
    // A box whose create failed, or that is gone, has nothing to move on the server.
    if (!box || !saved || sameGeometry(box, saved)) return;
    try {
      let server: ServerBox;
      if (box.kind === 'seal') {
        const answer = await this.limit(() =>
          callEndpoint(updateSeal, {
            params: { id: saved.id },
            body: { ...sealBoxOf(box), version: saved.version },
          }),
        );
        server = serverBoxOfSeal(answer.data.seal);
      } else {
        const answer = await this.limit(() =>
          callEndpoint(placeSigner, {
            params: { id: this.deps.reference },
            body: placementRequestOf(box, saved),
          }),
        );
        server = serverBoxOfPlacement(answer.data.placement);
      }
      this.deps.dispatch({ type: 'saved', key, box: server, adopt: !this.timers.has(key) });
    } catch (error) {
      this.cancelTimer(key);
      this.fail(key, box.kind, 'move', error);
    }
  }

  private async remove(key: string, kind: BoxKind): Promise<void> {
    const saved = this.deps.getState().saved[key];
    // Never confirmed (its create failed or is undone before it ran): nothing on the server.
    if (!saved) return;
    try {
      if (kind === 'seal') {
        await this.limit(() => callEndpoint(discardSeal, { params: { id: saved.id } }));
      } else if (kind === 'e_meterai') {
        await this.limit(() =>
          callEndpoint(subEmateraiTemporer, {
            params: { id: this.deps.reference },
            body: { placement_id: saved.id },
          }),
        );
      } else {
        await this.limit(() =>
          callEndpoint(deleteSignerPlacement, {
            params: { id: saved.id },
            query: { sign_type: 'sign', version: saved.version },
          }),
        );
      }
      this.deps.dispatch({ type: 'deleted', key });
    } catch (error) {
      this.fail(key, kind, 'delete', error);
    } finally {
      if (kind === 'e_meterai') this.deps.onStampsChanged();
    }
  }

  private resetStamps(keys: string[]): void {
    for (const key of keys) this.cancelTimer(key);
    const waiting = keys.map((key) => this.chains.get(key) ?? Promise.resolve());
    let done: () => void = () => undefined;
    const reset = new Promise<void>((resolve) => {
      done = resolve;
    });
    // Every stamp box waits for the one reset call, which waits for their earlier calls.
    for (const key of keys) this.enqueue(key, () => reset);
    void Promise.all(waiting)
      .then(async () => {
        try {
          await this.limit(() =>
            callEndpoint(resetEmateraiTemporer, { params: { id: this.deps.reference } }),
          );
          for (const key of keys) this.deps.dispatch({ type: 'deleted', key });
        } catch (error) {
          for (const key of keys) this.deps.dispatch({ type: 'rollback', key });
          this.deps.notifyError(RESET_FAILURE_TITLE, getErrorMessage(error));
        } finally {
          this.deps.onStampsChanged();
        }
      })
      .finally(done);
  }
}
