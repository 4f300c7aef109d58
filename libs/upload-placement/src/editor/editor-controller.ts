import { z } from 'zod/mini';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  DEFAULT_BOX_SIZES,
  MAX_BOX_POINTS,
  MIN_BOX_POINTS,
  type CompanySeal,
  type MeteraiCategory,
  type Recipient,
  type UploadedDocument,
} from '@esign/contract';
import { uploadKeys } from '../api/upload-keys';
import { boxLabel, describeChange } from './model/describe-box';
import { serverBoxesOf, type EditorBox } from './model/editor-box';
import {
  defaultSpot,
  editorReducer,
  initEditorState,
  keyOf,
  readingOrder,
  type EditorAction,
  type EditorState,
  type SelectMode,
} from './model/editor-state';
import { documentWithBoxes, withBatchDocument } from './sync/batch-cache';
import { PlacementSync } from './sync/placement-sync';

/** What the palette places: a recipient's signature, an e-meterai stamp or the company seal. */
export const PlaceToolSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sign'), signerId: z.number().check(z.int()) }),
  z.object({ kind: z.literal('e_meterai') }),
  z.object({ kind: z.literal('seal') }),
]);
export type PlaceTool = z.infer<typeof PlaceToolSchema>;

/** The drag-and-drop type of a palette item. */
export const PLACE_TOOL_MIME = 'application/x-esign-place-tool';

export type EditorStoreState = {
  editor: EditorState;
  /** The draft's recipients, in order (their names and colours). */
  recipients: Recipient[];
  meteraiCategories: MeteraiCategory[];
  /** The company seal offered (its image is drawn in seal boxes), or null. */
  seal: CompanySeal | null;
  /** The palette item waiting for a click on a page. */
  armed: PlaceTool | null;
  /** The meterai category a new stamp box gets. */
  meteraiId: number | null;
  /** The page the reader is on (the keyboard placement's default page). */
  currentPage: number;
  /** The last edit, said for screen readers. */
  announcement: string;
  /** A box to focus as soon as it is on screen. */
  focusKey: string | null;
};

export type EditorControllerOptions = {
  document: UploadedDocument;
  seal: CompanySeal | null;
  meteraiCategories: MeteraiCategory[];
  queryClient: QueryClient;
  notifyError: (title: string, message: string) => void;
  readOnly: boolean;
};

function within(value: number): number {
  return Math.min(Math.max(value, MIN_BOX_POINTS), MAX_BOX_POINTS);
}

/**
 * One editor's state and its link to the server: edits go through `edit`, which applies them to
 * the model, sends them (PlacementSync) and announces them; the batch cache follows every change
 * of the boxes. Lives as long as the editor is mounted for one draft.
 */
export class EditorController {
  readonly store: StoreApi<EditorStoreState>;
  readonly sync: PlacementSync;
  readonly reference: string;
  readonly readOnly: boolean;
  /** Scrolls the viewer to a page; set once the viewer is there. */
  scrollToPage: (page: number) => void = () => undefined;
  private readonly elements = new Map<string, HTMLElement>();
  private readonly queryClient: QueryClient;
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(options: EditorControllerOptions) {
    const { document } = options;
    this.reference = document.reference_number;
    this.readOnly = options.readOnly;
    this.queryClient = options.queryClient;
    this.store = createStore<EditorStoreState>(() => ({
      editor: initEditorState(serverBoxesOf(document), document.pages),
      recipients: document.recipients,
      meteraiCategories: options.meteraiCategories,
      seal: options.seal,
      armed: null,
      // Spec-silent default: a new stamp takes the first category until another is chosen.
      meteraiId: options.meteraiCategories[0]?.id ?? null,
      currentPage: 1,
      announcement: '',
      focusKey: null,
    }));
    this.sync = new PlacementSync({
      reference: this.reference,
      getState: () => this.store.getState().editor,
      dispatch: (action) => this.apply(action),
      onStale: () => void this.queryClient.invalidateQueries({ queryKey: uploadKeys.batch() }),
      onStampsChanged: () =>
        void this.queryClient.invalidateQueries({ queryKey: uploadKeys.temporer() }),
      notifyError: options.notifyError,
    });
  }

  /**
   * Starts keeping the batch cache in step with the boxes. Paired with `close` by the editor's
   * effect (so React's development double mount leaves one subscription).
   */
  open(): void {
    this.closed = false;
    if (this.unsubscribe) return;
    this.unsubscribe = this.store.subscribe((state, previous) => {
      if (
        state.editor.boxes !== previous.editor.boxes ||
        state.editor.saved !== previous.editor.saved
      )
        this.writeCache(state.editor);
    });
  }

  /** Sends the edits still waiting now; the calls on their way still update the cache. */
  close(): void {
    this.sync.flush();
    void this.sync.settled().then(() => {
      // Reopened meanwhile (a remount): keep following.
      if (this.closed) {
        this.unsubscribe?.();
        this.unsubscribe = null;
      }
    });
    this.closed = true;
  }

  private writeCache(editor: EditorState): void {
    this.queryClient.setQueryData(uploadKeys.batch(), (cached: unknown) =>
      withBatchDocument(cached, this.reference, (draft) => documentWithBoxes(draft, editor)),
    );
  }

  /** Applies an acknowledgement, a rollback, a merge or a selection (nothing sent). */
  apply(action: EditorAction): void {
    const { editor } = this.store.getState();
    const next = editorReducer(editor, action);
    if (next !== editor) this.store.setState({ editor: next });
  }

  /** Applies an edit of the user's, sends it and announces it. */
  edit(action: EditorAction, options: { resetStamps?: boolean } = {}): EditorState {
    if (this.readOnly) return this.store.getState().editor;
    const before = this.store.getState().editor;
    const after = editorReducer(before, action);
    if (after === before) return before;
    const said = describeChange(before.boxes, after.boxes, (box) => this.label(box));
    this.store.setState({
      editor: after,
      ...(said ? { announcement: said } : {}),
    });
    this.sync.push(before, after, options);
    return after;
  }

  /** Adopts the draft as the server (or the cache) now has it. */
  merge(document: UploadedDocument): void {
    const { recipients } = this.store.getState();
    if (JSON.stringify(recipients) !== JSON.stringify(document.recipients))
      this.store.setState({ recipients: document.recipients });
    this.apply({
      type: 'merge',
      boxes: serverBoxesOf(document),
      pages: document.pages,
      pending: this.sync.pendingKeys(),
    });
  }

  get recipients(): Recipient[] {
    return this.store.getState().recipients;
  }

  get seal(): CompanySeal | null {
    return this.store.getState().seal;
  }

  setSeal(seal: CompanySeal | null): void {
    if (JSON.stringify(seal) !== JSON.stringify(this.seal)) this.store.setState({ seal });
  }

  /** The categories offered for stamps; the chosen one stays while it is still offered. */
  setMeteraiCategories(categories: MeteraiCategory[]): void {
    const { meteraiCategories, meteraiId } = this.store.getState();
    if (JSON.stringify(meteraiCategories) === JSON.stringify(categories)) return;
    const kept = categories.some((category) => category.id === meteraiId);
    this.store.setState({
      meteraiCategories: categories,
      meteraiId: kept ? meteraiId : (categories[0]?.id ?? null),
    });
  }

  chooseMeterai(id: number): void {
    this.store.setState({ meteraiId: id });
  }

  label(box: Pick<EditorBox, 'kind' | 'signerId'>): string {
    return boxLabel(box, this.recipients);
  }

  select(keys: string[], mode: SelectMode = 'replace'): void {
    this.apply({ type: 'select', keys, mode });
  }

  arm(tool: PlaceTool | null): void {
    this.store.setState({ armed: tool });
  }

  sizeOf(tool: PlaceTool): { width: number; height: number } {
    if (tool.kind === 'seal') {
      // The seal keeps the size of its image (in points) when that is a size a box may have.
      const seal = this.seal;
      return seal && seal.width > 0 && seal.height > 0
        ? { width: within(seal.width), height: within(seal.height) }
        : DEFAULT_BOX_SIZES.seal;
    }
    return DEFAULT_BOX_SIZES[tool.kind];
  }

  /**
   * Places a box of `tool` on `page`, centred on `centre` (points) or at the page's default spot,
   * selects and focuses it. Returns its key, or null when it cannot be placed.
   */
  place(tool: PlaceTool, page: number, centre?: { x: number; y: number }): string | null {
    const state = this.store.getState();
    const size = this.sizeOf(tool);
    if (tool.kind === 'e_meterai' && state.meteraiId === null) return null;
    if (tool.kind === 'seal' && !this.seal) return null;
    const spot = centre
      ? { x: centre.x - size.width / 2, y: centre.y - size.height / 2 }
      : defaultSpot(state.editor, page, size);
    const key = keyOf(state.editor.nextKey);
    const after = this.edit({
      type: 'place',
      boxes: [
        {
          kind: tool.kind,
          signerId: tool.kind === 'sign' ? tool.signerId : null,
          meteraiId: tool.kind === 'e_meterai' ? state.meteraiId : null,
          page,
          ...spot,
          ...size,
        },
      ],
    });
    if (!after.boxes.some((box) => box.key === key)) return null;
    this.store.setState({ armed: null });
    this.focusBox(key);
    return key;
  }

  deleteSelection(): void {
    const { selection } = this.store.getState().editor;
    if (selection.length > 0) this.edit({ type: 'delete', keys: selection });
  }

  /** Removes every stamp box of the draft in one call (`temporer/reset`). */
  resetStamps(): void {
    const keys = this.store
      .getState()
      .editor.boxes.filter((box) => box.kind === 'e_meterai')
      .map((box) => box.key);
    if (keys.length > 0) this.edit({ type: 'delete', keys }, { resetStamps: true });
  }

  undo(): void {
    this.afterHistory(this.edit({ type: 'undo' }));
  }

  redo(): void {
    this.afterHistory(this.edit({ type: 'redo' }));
  }

  /** After undo or redo, the boxes it touched are selected; the focus follows the first. */
  private afterHistory(state: EditorState): void {
    const [first] = state.selection;
    if (first) this.focusBox(first);
  }

  register(key: string, element: HTMLElement | null): void {
    if (element) this.elements.set(key, element);
    else this.elements.delete(key);
  }

  element(key: string): HTMLElement | undefined {
    return this.elements.get(key);
  }

  /**
   * Focuses a box. One not drawn yet (just placed, or on a page far from the viewport) is focused
   * as soon as it mounts; if it has not mounted by the next frame, its page is scrolled into view.
   */
  focusBox(key: string): void {
    const element = this.elements.get(key);
    if (element) {
      element.focus();
      return;
    }
    const box = this.store.getState().editor.boxes.find((item) => item.key === key);
    if (!box) return;
    this.store.setState({ focusKey: key });
    const later =
      typeof window !== 'undefined' && window.requestAnimationFrame
        ? (run: () => void) => window.requestAnimationFrame(run)
        : (run: () => void) => setTimeout(run, 0);
    later(() => {
      if (this.store.getState().focusKey === key) this.scrollToPage(box.page);
    });
  }

  focusDone(key: string): void {
    if (this.store.getState().focusKey === key) this.store.setState({ focusKey: null });
  }

  /** Moves the focus to the next (or previous) box in reading order; false at either end. */
  moveFocus(from: string, step: 1 | -1): boolean {
    const order = readingOrder(this.store.getState().editor.boxes);
    const index = order.findIndex((box) => box.key === from);
    const target = order[index + step];
    if (index < 0 || !target) return false;
    this.select([target.key]);
    this.focusBox(target.key);
    return true;
  }
}
