import { describe, expect, it } from '@jest/globals';
import type { ServerBox } from './editor-box';
import {
  defaultSpot,
  diffBoxes,
  editorReducer,
  HISTORY_LIMIT,
  initEditorState,
  readingOrder,
  type EditorAction,
  type EditorState,
  type NewBox,
} from './editor-state';

const A4 = { width: 595, height: 842 };
const PAGES = [A4, A4, { width: 842, height: 595 }];

function signature(overrides: Partial<NewBox> = {}): NewBox {
  return {
    kind: 'sign',
    signerId: 7,
    meteraiId: null,
    page: 1,
    x: 100,
    y: 200,
    width: 150,
    height: 75,
    ...overrides,
  };
}

function serverBox(overrides: Partial<ServerBox> = {}): ServerBox {
  return { ...signature(), id: 11, version: 1, ...overrides };
}

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

const empty = () => initEditorState([], PAGES);

describe('the placement editor model', () => {
  it('places a box on its page, selects it and records one undo step', () => {
    const state = run(empty(), { type: 'place', boxes: [signature()] });
    expect(state.boxes).toEqual([{ ...signature(), key: 'b1' }]);
    expect(state.selection).toEqual(['b1']);
    expect(state.undo).toHaveLength(1);
  });

  it('keeps a placed box whole on the page and within the size bounds', () => {
    const state = run(empty(), {
      type: 'place',
      boxes: [signature({ x: 590, y: -20, width: 2, height: 900 })],
    });
    expect(state.boxes[0]).toMatchObject({ x: 585, y: 0, width: 10, height: 600 });
  });

  it('moves a group as one, stopping when its first box meets a page edge', () => {
    let state = run(empty(), {
      type: 'place',
      boxes: [signature({ x: 10 }), signature({ x: 300, page: 2 })],
    });
    state = run(state, { type: 'move', keys: ['b1', 'b2'], dx: -50, dy: 5 });
    expect(state.boxes.map((box) => [box.x, box.y])).toEqual([
      [0, 205],
      [290, 205],
    ]);
  });

  it('undoes and redoes a move', () => {
    let state = run(
      empty(),
      { type: 'place', boxes: [signature()] },
      { type: 'move', keys: ['b1'], dx: 1, dy: 10 },
    );
    expect(state.boxes[0]).toMatchObject({ x: 101, y: 210 });
    state = run(state, { type: 'undo' });
    expect(state.boxes[0]).toMatchObject({ x: 100, y: 200 });
    state = run(state, { type: 'redo' });
    expect(state.boxes[0]).toMatchObject({ x: 101, y: 210 });
  });

  it('does not record a move that changes nothing', () => {
    const placed = run(empty(), { type: 'place', boxes: [signature({ x: 0 })] });
    const state = run(placed, { type: 'move', keys: ['b1'], dx: -5, dy: 0 });
    expect(state).toBe(placed);
  });

  it('places a deleted box again under the same key when the delete is undone', () => {
    let state = run(
      empty(),
      { type: 'place', boxes: [signature()] },
      { type: 'delete', keys: ['b1'] },
    );
    expect(state.boxes).toEqual([]);
    state = run(state, { type: 'undo' });
    expect(state.boxes).toEqual([{ ...signature(), key: 'b1' }]);
    expect(state.selection).toEqual(['b1']);
  });

  it('removes a placed box when its placing is undone, and a new edit clears redo', () => {
    let state = run(empty(), { type: 'place', boxes: [signature()] }, { type: 'undo' });
    expect(state.boxes).toEqual([]);
    expect(state.redo).toHaveLength(1);
    state = run(state, { type: 'place', boxes: [signature({ page: 2 })] });
    expect(state.redo).toEqual([]);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let state = run(empty(), { type: 'place', boxes: [signature()] });
    for (let step = 0; step < HISTORY_LIMIT + 5; step += 1)
      state = run(state, { type: 'move', keys: ['b1'], dx: step % 2 ? 1 : -1, dy: 0 });
    expect(state.undo).toHaveLength(HISTORY_LIMIT);
  });

  it('resizes within the page and the size bounds', () => {
    const state = run(
      empty(),
      { type: 'place', boxes: [signature()] },
      { type: 'resize', key: 'b1', rect: { x: 100, y: 200, width: 5, height: 700 } },
    );
    expect(state.boxes[0]).toMatchObject({ width: 10, height: 600 });
  });

  it('copies a box to the chosen pages (not its own), each clamped to its page', () => {
    const state = run(
      empty(),
      { type: 'place', boxes: [signature({ x: 500, y: 700, width: 90 })] },
      { type: 'copyToPages', keys: ['b1'], pages: [1, 2, 3, 9] },
    );
    expect(state.boxes.map((box) => [box.key, box.page, box.x, box.y])).toEqual([
      ['b1', 1, 500, 700],
      ['b2', 2, 500, 700],
      ['b3', 3, 500, 520],
    ]);
    expect(run(state, { type: 'undo' }).boxes.map((box) => box.key)).toEqual(['b1']);
  });

  it('selects by replacing, adding and toggling, ignoring keys it does not hold', () => {
    let state = run(empty(), { type: 'place', boxes: [signature(), signature({ page: 2 })] });
    state = run(state, { type: 'select', keys: ['b1', 'nope'], mode: 'replace' });
    expect(state.selection).toEqual(['b1']);
    state = run(state, { type: 'select', keys: ['b2'], mode: 'add' });
    expect(state.selection).toEqual(['b1', 'b2']);
    state = run(state, { type: 'select', keys: ['b1'], mode: 'toggle' });
    expect(state.selection).toEqual(['b2']);
  });

  it('rolls a failed move back to the server’s copy and a failed placing away', () => {
    let state = initEditorState([serverBox()], PAGES);
    state = run(
      state,
      { type: 'move', keys: ['b1'], dx: 30, dy: 0 },
      { type: 'place', boxes: [signature({ page: 2 })] },
      { type: 'rollback', key: 'b1' },
      { type: 'rollback', key: 'b2' },
    );
    expect(state.boxes).toEqual([{ ...signature(), key: 'b1' }]);
  });

  it('forgets a box the server never took, in undo and redo too', () => {
    const state = run(
      empty(),
      { type: 'place', boxes: [signature()] },
      { type: 'copyToPages', keys: ['b1'], pages: [2] },
      { type: 'created', key: 'b1', box: serverBox({ id: 40 }), adopt: true },
      { type: 'rollback', key: 'b2' },
    );
    expect(state.boxes.map((box) => box.key)).toEqual(['b1']);
    expect(state.undo).toEqual([{ type: 'create', boxes: [{ ...signature(), key: 'b1' }] }]);
  });

  it('puts a box whose delete failed back', () => {
    const state = run(
      initEditorState([serverBox()], PAGES),
      { type: 'delete', keys: ['b1'] },
      { type: 'rollback', key: 'b1' },
    );
    expect(state.boxes).toEqual([{ ...signature(), key: 'b1' }]);
  });

  it('records the server’s id and version, adopting its geometry only when asked', () => {
    let state = run(empty(), { type: 'place', boxes: [signature()] });
    state = run(state, {
      type: 'created',
      key: 'b1',
      box: serverBox({ id: 40, x: 100.5 }),
      adopt: true,
    });
    expect(state.saved['b1']).toMatchObject({ id: 40, version: 1 });
    expect(state.boxes[0]?.x).toBe(100.5);
    state = run(
      state,
      { type: 'move', keys: ['b1'], dx: 10, dy: 0 },
      { type: 'saved', key: 'b1', box: serverBox({ id: 40, version: 2, x: 105 }), adopt: false },
    );
    expect(state.saved['b1']?.version).toBe(2);
    expect(state.boxes[0]?.x).toBe(110.5);
    state = run(state, { type: 'deleted', key: 'b1' });
    expect(state.saved).toEqual({});
  });

  describe('merging the server’s boxes', () => {
    it('adopts new and moved boxes and drops boxes deleted elsewhere', () => {
      const state = initEditorState(
        [serverBox(), serverBox({ id: 12, kind: 'seal', signerId: null })],
        PAGES,
      );
      const next = run(state, {
        type: 'merge',
        boxes: [serverBox({ version: 2, x: 300 }), serverBox({ id: 13, page: 2 })],
        pages: PAGES,
        pending: new Set(),
      });
      expect(next.boxes.map((box) => [box.key, box.kind, box.x, box.page])).toEqual([
        ['b1', 'sign', 300, 1],
        ['b3', 'sign', 100, 2],
      ]);
      expect(Object.keys(next.saved)).toEqual(['b1', 'b3']);
    });

    it('keeps what the user did to a box whose save is on its way, and boxes not yet confirmed', () => {
      const state = run(
        initEditorState([serverBox()], PAGES),
        { type: 'move', keys: ['b1'], dx: 50, dy: 0 },
        { type: 'place', boxes: [signature({ page: 3 })] },
      );
      const next = run(state, {
        type: 'merge',
        boxes: [serverBox(), serverBox({ id: -2, page: 3 })],
        pages: PAGES,
        pending: new Set(['b1', 'b2']),
      });
      expect(next).toBe(state);
    });

    it('does not bring back a box whose delete is on its way', () => {
      const state = run(initEditorState([serverBox()], PAGES), { type: 'delete', keys: ['b1'] });
      const next = run(state, {
        type: 'merge',
        boxes: [serverBox()],
        pages: PAGES,
        pending: new Set(['b1']),
      });
      expect(next.boxes).toEqual([]);
    });

    it('keeps a box the editor saved after the server’s answer was read', () => {
      const state = run(initEditorState([serverBox()], PAGES), {
        type: 'saved',
        key: 'b1',
        box: serverBox({ version: 3, x: 140 }),
        adopt: true,
      });
      const next = run(state, {
        type: 'merge',
        boxes: [serverBox({ version: 2 })],
        pages: PAGES,
        pending: new Set(),
      });
      expect(next).toBe(state);
    });

    it('returns the same state for the same boxes', () => {
      const state = initEditorState([serverBox()], PAGES);
      expect(
        run(state, { type: 'merge', boxes: [serverBox()], pages: PAGES, pending: new Set() }),
      ).toBe(state);
    });
  });

  it('lists what changed between two states', () => {
    const before = run(empty(), { type: 'place', boxes: [signature(), signature({ page: 2 })] });
    const after = run(
      before,
      { type: 'move', keys: ['b1'], dx: 1, dy: 0 },
      { type: 'delete', keys: ['b2'] },
      { type: 'place', boxes: [signature({ page: 3 })] },
    );
    const changes = diffBoxes(before.boxes, after.boxes);
    expect(changes.changed.map((box) => box.key)).toEqual(['b1']);
    expect(changes.deleted.map((box) => box.key)).toEqual(['b2']);
    expect(changes.created.map((box) => box.key)).toEqual(['b3']);
  });

  it('places keyboard boxes at the page centre, stepping aside from a box already there', () => {
    const size = { width: 150, height: 75 };
    const first = defaultSpot(empty(), 1, size);
    expect(first).toEqual({ x: 222.5, y: 383.5 });
    const state = run(empty(), { type: 'place', boxes: [signature({ ...first })] });
    expect(defaultSpot(state, 1, size)).toEqual({ x: 242.5, y: 403.5 });
  });

  it('orders boxes by page, then top to bottom, then left to right', () => {
    const state = run(empty(), {
      type: 'place',
      boxes: [signature({ page: 2 }), signature({ y: 300 }), signature({ x: 10, y: 300 })],
    });
    expect(readingOrder(state.boxes).map((box) => box.key)).toEqual(['b3', 'b2', 'b1']);
  });
});
