import {
  clampToPage,
  geometryOf,
  round,
  sameGeometry,
  serverToken,
  type BoxGeometry,
  type EditorBox,
  type PageSize,
  type SavedBox,
  type ServerBox,
} from './editor-box';

/**
 * The placement editor's state: the boxes as the user sees them, the server's last confirmed copy
 * of each (`saved`), the selection, and undo/redo as commands that carry their own inverse.
 *
 * | action            | boxes                               | history                       |
 * | ----------------- | ----------------------------------- | ----------------------------- |
 * | place, copy       | adds (clamped to the page), selects | pushes `create`, clears redo  |
 * | move, nudge       | shifts the group, kept on its pages | pushes `update`, clears redo  |
 * | resize            | one box, within the size bounds     | pushes `update`, clears redo  |
 * | delete            | removes                             | pushes `delete`, clears redo  |
 * | undo / redo       | applies the inverse / the command   | moves it to the other stack   |
 * | created, saved    | records id and version in `saved`   | —                             |
 * | deleted           | forgets the `saved` copy            | —                             |
 * | rollback          | back to the `saved` copy (or gone)  | —                             |
 * | merge             | adopts the server's boxes (not those being saved) | —               |
 *
 * Commands name boxes by key, so undoing a delete places the box again under the same key (the
 * server gives it a new id), and later commands still find it.
 */
export type Command =
  | { type: 'create'; boxes: EditorBox[] }
  | { type: 'delete'; boxes: EditorBox[] }
  | { type: 'update'; before: EditorBox[]; after: EditorBox[] };

export type EditorState = {
  pages: PageSize[];
  boxes: EditorBox[];
  /** The server's copy of each box it has confirmed, by key (kept until its delete is confirmed). */
  saved: Record<string, SavedBox>;
  selection: string[];
  undo: Command[];
  redo: Command[];
  /** The number in the next key handed out. */
  nextKey: number;
};

export type NewBox = Omit<EditorBox, 'key'>;
export type SelectMode = 'replace' | 'add' | 'toggle';

export type EditorAction =
  | { type: 'place'; boxes: NewBox[] }
  | { type: 'move'; keys: string[]; dx: number; dy: number }
  | { type: 'resize'; key: string; rect: Omit<BoxGeometry, 'page'> }
  | { type: 'delete'; keys: string[] }
  | { type: 'copyToPages'; keys: string[]; pages: number[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; keys: string[]; mode: SelectMode }
  | { type: 'created' | 'saved'; key: string; box: ServerBox; adopt: boolean }
  | { type: 'deleted'; key: string }
  | { type: 'rollback'; key: string }
  | { type: 'merge'; boxes: ServerBox[]; pages: PageSize[]; pending: ReadonlySet<string> };

/** The actions that change what the user placed, and so are sent to the server. */
export const EDIT_ACTIONS: ReadonlySet<EditorAction['type']> = new Set([
  'place',
  'move',
  'resize',
  'delete',
  'copyToPages',
  'undo',
  'redo',
]);

/** The undo history keeps this many steps. */
export const HISTORY_LIMIT = 100;

const A4: PageSize = { width: 595, height: 842 };

export function pageSize(state: Pick<EditorState, 'pages'>, page: number): PageSize {
  return state.pages[page - 1] ?? state.pages[0] ?? A4;
}

export function keyOf(number: number): string {
  return `b${number}`;
}

/**
 * The id a box not yet confirmed carries in the query cache: negative, so it never meets a
 * server id and a merge knows it for the editor's own.
 */
export function provisionalId(key: string): number {
  return -Number(key.slice(1));
}

export function initEditorState(serverBoxes: ServerBox[], pages: PageSize[]): EditorState {
  const boxes: EditorBox[] = [];
  const saved: Record<string, SavedBox> = {};
  serverBoxes.forEach((server, index) => {
    const key = keyOf(index + 1);
    const { id: _id, version: _version, ...box } = server;
    boxes.push({ ...box, key });
    saved[key] = { ...server, key };
  });
  return {
    pages,
    boxes,
    saved,
    selection: [],
    undo: [],
    redo: [],
    nextKey: serverBoxes.length + 1,
  };
}

function withoutKeys<T extends { key: string }>(
  list: readonly T[],
  keys: ReadonlySet<string>,
): T[] {
  return list.filter((item) => !keys.has(item.key));
}

/** The history without box `key`; commands left with no box are dropped. */
function withoutBox(history: Command[], key: string): Command[] {
  const keep = (boxes: EditorBox[]) => boxes.filter((box) => box.key !== key);
  const next: Command[] = [];
  for (const command of history) {
    if (command.type === 'update') {
      const before = keep(command.before);
      const after = keep(command.after);
      if (after.length > 0) next.push({ type: 'update', before, after });
    } else {
      const boxes = keep(command.boxes);
      if (boxes.length > 0) next.push({ type: command.type, boxes });
    }
  }
  return next.length === history.length &&
    next.every((command, index) => command === history[index])
    ? history
    : next;
}

function pushHistory(state: EditorState, command: Command): EditorState {
  const undo = [...state.undo, command];
  if (undo.length > HISTORY_LIMIT) undo.shift();
  return { ...state, undo, redo: [] };
}

/** The box with each of `boxes`' geometry put in place of the one with its key (if still there). */
function replaceGeometry(current: EditorBox[], boxes: readonly EditorBox[]): EditorBox[] {
  const byKey = new Map(boxes.map((box) => [box.key, box]));
  return current.map((box) => {
    const next = byKey.get(box.key);
    return next ? { ...box, ...geometryOf(next) } : box;
  });
}

/** Runs a command forwards on the boxes (best effort: boxes gone since are skipped). */
function runCommand(state: EditorState, command: Command): EditorState {
  switch (command.type) {
    case 'create': {
      const present = new Set(state.boxes.map((box) => box.key));
      const added = command.boxes.filter((box) => !present.has(box.key));
      return {
        ...state,
        boxes: [...state.boxes, ...added],
        selection: command.boxes.map((box) => box.key),
      };
    }
    case 'delete': {
      const keys = new Set(command.boxes.map((box) => box.key));
      return {
        ...state,
        boxes: withoutKeys(state.boxes, keys),
        selection: state.selection.filter((key) => !keys.has(key)),
      };
    }
    case 'update':
      return {
        ...state,
        boxes: replaceGeometry(state.boxes, command.after),
        selection: command.after.map((box) => box.key),
      };
  }
}

function inverse(command: Command): Command {
  switch (command.type) {
    case 'create':
      return { type: 'delete', boxes: command.boxes };
    case 'delete':
      return { type: 'create', boxes: command.boxes };
    case 'update':
      return { type: 'update', before: command.after, after: command.before };
  }
}

/**
 * The shift that keeps every box of a group on its page: the group moves as one, so the
 * most constrained box limits the others.
 */
export function groupDelta(
  state: Pick<EditorState, 'pages'>,
  boxes: readonly EditorBox[],
  dx: number,
  dy: number,
): { dx: number; dy: number } {
  let minDx = -Infinity;
  let maxDx = Infinity;
  let minDy = -Infinity;
  let maxDy = Infinity;
  for (const box of boxes) {
    const page = pageSize(state, box.page);
    minDx = Math.max(minDx, -box.x);
    maxDx = Math.min(maxDx, page.width - box.width - box.x);
    minDy = Math.max(minDy, -box.y);
    maxDy = Math.min(maxDy, page.height - box.height - box.y);
  }
  return {
    dx: Math.min(Math.max(dx, Math.min(minDx, 0)), Math.max(maxDx, 0)),
    dy: Math.min(Math.max(dy, Math.min(minDy, 0)), Math.max(maxDy, 0)),
  };
}

function update(state: EditorState, before: EditorBox[], after: EditorBox[]): EditorState {
  const changed = after.filter((box, index) => {
    const old = before[index];
    return old !== undefined && !sameGeometry(old, box);
  });
  if (changed.length === 0) return state;
  const keys = new Set(changed.map((box) => box.key));
  const command: Command = {
    type: 'update',
    before: before.filter((box) => keys.has(box.key)),
    after: changed,
  };
  return pushHistory({ ...state, boxes: replaceGeometry(state.boxes, changed) }, command);
}

function select(state: EditorState, keys: string[], mode: SelectMode): EditorState {
  const present = new Set(state.boxes.map((box) => box.key));
  const wanted = keys.filter((key) => present.has(key));
  let selection: string[];
  if (mode === 'replace') selection = wanted;
  else if (mode === 'add') selection = [...new Set([...state.selection, ...wanted])];
  else {
    const next = new Set(state.selection);
    for (const key of wanted) {
      if (next.has(key)) next.delete(key);
      else next.add(key);
    }
    selection = [...next];
  }
  const same =
    selection.length === state.selection.length &&
    selection.every((key, index) => state.selection[index] === key);
  return same ? state : { ...state, selection };
}

/**
 * Adopts the server's boxes. A box with an edit still on its way to the server (`pending`) keeps
 * what the user made of it; a confirmed box the server no longer has (deleted in another tab, its
 * recipient removed) goes. Boxes the editor placed and the server has not confirmed yet stay, and
 * the provisional ids the editor itself wrote into the cache (negative) are skipped. Returns the
 * same state when nothing differs, so feeding back the editor's own writes is free.
 */
function merge(
  state: EditorState,
  serverBoxes: readonly ServerBox[],
  pages: PageSize[],
  pending: ReadonlySet<string>,
): EditorState {
  const keyByToken = new Map(
    Object.values(state.saved).map((saved) => [serverToken(saved.kind, saved.id), saved.key]),
  );
  const seen = new Set<string>();
  let boxes = state.boxes;
  let saved = state.saved;
  let nextKey = state.nextKey;
  let changed = false;
  const boxIndex = new Map(boxes.map((box, index) => [box.key, index]));

  for (const server of serverBoxes) {
    if (server.id <= 0) continue;
    const token = serverToken(server.kind, server.id);
    seen.add(token);
    const known = keyByToken.get(token);
    if (known !== undefined && pending.has(known)) continue;
    // An answer fetched before one of the editor's own saves landed is older than what it holds.
    if (known !== undefined && (saved[known]?.version ?? 0) > server.version) continue;
    const key = known ?? keyOf(nextKey++);
    const next: SavedBox = { ...server, key };
    const previous = saved[key];
    if (!previous || !sameSaved(previous, next)) {
      saved = { ...saved, [key]: next };
      changed = true;
    }
    const { id: _id, version: _version, ...box } = next;
    const index = boxIndex.get(key);
    if (index === undefined) {
      boxes = [...boxes, box];
      boxIndex.set(key, boxes.length - 1);
      changed = true;
    } else {
      const current = boxes[index];
      if (current && !sameBox(current, box)) {
        boxes = boxes.map((item, at) => (at === index ? box : item));
        changed = true;
      }
    }
  }

  const gone = new Set<string>();
  for (const entry of Object.values(saved)) {
    if (!seen.has(serverToken(entry.kind, entry.id)) && !pending.has(entry.key))
      gone.add(entry.key);
  }
  if (gone.size > 0) {
    saved = Object.fromEntries(Object.entries(saved).filter(([key]) => !gone.has(key)));
    boxes = withoutKeys(boxes, gone);
    changed = true;
  }
  const pagesChanged =
    pages.length !== state.pages.length ||
    pages.some((page, index) => {
      const old = state.pages[index];
      return !old || old.width !== page.width || old.height !== page.height;
    });
  if (!changed && !pagesChanged) return state;
  return {
    ...state,
    pages: pagesChanged ? pages : state.pages,
    boxes,
    saved,
    nextKey,
    selection: gone.size > 0 ? state.selection.filter((key) => !gone.has(key)) : state.selection,
  };
}

function sameBox(a: EditorBox, b: EditorBox): boolean {
  return (
    a.key === b.key &&
    a.kind === b.kind &&
    a.signerId === b.signerId &&
    a.meteraiId === b.meteraiId &&
    sameGeometry(a, b)
  );
}

function sameSaved(a: SavedBox, b: SavedBox): boolean {
  return a.id === b.id && a.version === b.version && sameBox(a, b);
}

/** Records what the server answered for a box; the on-screen box takes it unless the user has moved on. */
function confirm(state: EditorState, key: string, server: ServerBox, adopt: boolean): EditorState {
  const savedBox: SavedBox = { ...server, key };
  const boxes = adopt
    ? state.boxes.map((box) => (box.key === key ? { ...box, ...geometryOf(server) } : box))
    : state.boxes;
  return { ...state, boxes, saved: { ...state.saved, [key]: savedBox } };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'place': {
      if (action.boxes.length === 0) return state;
      let nextKey = state.nextKey;
      const boxes = action.boxes.map((box) =>
        clampToPage({ ...box, key: keyOf(nextKey++) }, pageSize(state, box.page)),
      );
      return pushHistory(
        {
          ...state,
          nextKey,
          boxes: [...state.boxes, ...boxes],
          selection: boxes.map((box) => box.key),
        },
        { type: 'create', boxes },
      );
    }
    case 'copyToPages': {
      const sources = state.boxes.filter((box) => action.keys.includes(box.key));
      const copies: NewBox[] = [];
      for (const source of sources) {
        for (const page of action.pages) {
          if (page === source.page || page < 1 || page > state.pages.length) continue;
          const { key: _key, ...rest } = source;
          copies.push({ ...rest, page });
        }
      }
      return editorReducer(state, { type: 'place', boxes: copies });
    }
    case 'move': {
      const keys = new Set(action.keys);
      const before = state.boxes.filter((box) => keys.has(box.key));
      if (before.length === 0) return state;
      const { dx, dy } = groupDelta(state, before, action.dx, action.dy);
      const after = before.map((box) => ({ ...box, x: round(box.x + dx), y: round(box.y + dy) }));
      return update(state, before, after);
    }
    case 'resize': {
      const before = state.boxes.find((box) => box.key === action.key);
      if (!before) return state;
      const after = clampToPage({ ...before, ...action.rect }, pageSize(state, before.page));
      return update(state, [before], [after]);
    }
    case 'delete': {
      const keys = new Set(action.keys);
      const removed = state.boxes.filter((box) => keys.has(box.key));
      if (removed.length === 0) return state;
      return pushHistory(
        {
          ...state,
          boxes: withoutKeys(state.boxes, keys),
          selection: state.selection.filter((key) => !keys.has(key)),
        },
        { type: 'delete', boxes: removed },
      );
    }
    case 'undo': {
      const command = state.undo.at(-1);
      if (!command) return state;
      const next = runCommand(state, inverse(command));
      return { ...next, undo: state.undo.slice(0, -1), redo: [...state.redo, command] };
    }
    case 'redo': {
      const command = state.redo.at(-1);
      if (!command) return state;
      const next = runCommand(state, command);
      return { ...next, redo: state.redo.slice(0, -1), undo: [...state.undo, command] };
    }
    case 'select':
      return select(state, action.keys, action.mode);
    case 'created':
    case 'saved':
      return confirm(state, action.key, action.box, action.adopt);
    case 'deleted': {
      if (!(action.key in state.saved)) return state;
      const { [action.key]: _gone, ...saved } = state.saved;
      return { ...state, saved };
    }
    case 'rollback': {
      const savedBox = state.saved[action.key];
      const present = state.boxes.some((box) => box.key === action.key);
      if (!savedBox) {
        // The server never took this box: it leaves the history too, so that undo and redo
        // do not bring back a box that cannot be placed (no stamp left, recipient gone).
        const keys = new Set([action.key]);
        return {
          ...state,
          boxes: present ? withoutKeys(state.boxes, keys) : state.boxes,
          selection: state.selection.filter((key) => key !== action.key),
          undo: withoutBox(state.undo, action.key),
          redo: withoutBox(state.redo, action.key),
        };
      }
      const { id: _id, version: _version, ...box } = savedBox;
      return {
        ...state,
        boxes: present
          ? state.boxes.map((item) => (item.key === action.key ? box : item))
          : [...state.boxes, box],
      };
    }
    case 'merge':
      return merge(state, action.boxes, action.pages, action.pending);
  }
}

/** What changed between two states' boxes: the server is told exactly this. */
export type BoxChanges = {
  created: EditorBox[];
  deleted: EditorBox[];
  changed: EditorBox[];
};

export function diffBoxes(before: readonly EditorBox[], after: readonly EditorBox[]): BoxChanges {
  const old = new Map(before.map((box) => [box.key, box]));
  const now = new Map(after.map((box) => [box.key, box]));
  const created: EditorBox[] = [];
  const changed: EditorBox[] = [];
  for (const box of after) {
    const previous = old.get(box.key);
    if (!previous) created.push(box);
    else if (!sameGeometry(previous, box)) changed.push(box);
  }
  const deleted = before.filter((box) => !now.has(box.key));
  return { created, deleted, changed };
}

/**
 * The default spot of a box placed without a pointer: centred on the page, and stepped down and
 * right by 20 points while another box already starts there (as editors cascade pasted copies).
 */
export function defaultSpot(
  state: Pick<EditorState, 'pages' | 'boxes'>,
  page: number,
  size: { width: number; height: number },
): { x: number; y: number } {
  const { width, height } = pageSize(state, page);
  let x = round((width - size.width) / 2);
  let y = round((height - size.height) / 2);
  const taken = state.boxes.filter((box) => box.page === page);
  for (let step = 0; step < 20; step += 1) {
    if (!taken.some((box) => Math.abs(box.x - x) < 1 && Math.abs(box.y - y) < 1)) break;
    x = Math.min(x + 20, Math.max(0, width - size.width));
    y = Math.min(y + 20, Math.max(0, height - size.height));
  }
  return { x, y };
}

/** Boxes in reading order (page, then top to bottom, then left to right): the Tab order. */
export function readingOrder(boxes: readonly EditorBox[]): EditorBox[] {
  return [...boxes].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
}
