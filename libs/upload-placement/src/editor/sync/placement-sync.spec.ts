import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { InternalAxiosRequestConfig } from 'axios';
import { errorBody, requestBody, requestPath, serveHttp } from '@esign/api-client/testing';
import { serverBoxesOf } from '../model/editor-box';
import {
  editorReducer,
  initEditorState,
  type EditorAction,
  type EditorState,
  type NewBox,
} from '../model/editor-state';
import { signBox, meteraiBox, uploadedDocument } from '../../testing/factories';
import { MAX_CONCURRENT_CALLS, PlacementSync, SAVE_DELAY_MS } from './placement-sync';

type Reply = { status: number; data?: unknown };

/** A server whose answers the test releases one by one. */
function heldServer(answer: (request: InternalAxiosRequestConfig) => Reply) {
  const waiting: Array<() => void> = [];
  const http = serveHttp(
    (request) =>
      new Promise<Reply>((resolve) => {
        waiting.push(() => resolve(answer(request)));
      }),
  );
  return {
    http,
    /** Lets the oldest held request be answered. */
    release: async () => {
      const next = waiting.shift();
      if (!next) throw new Error('No request is waiting');
      next();
      await flush();
    },
  };
}

async function flush() {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
  await new Promise<void>((resolve) =>
    jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve),
  );
}

function harness(state: EditorState) {
  let current = state;
  const notify = jest.fn<(title: string, message: string) => void>();
  const onStampsChanged = jest.fn();
  const onStale = jest.fn();
  const sync = new PlacementSync({
    reference: 'REF-0001',
    getState: () => current,
    dispatch: (action) => {
      current = editorReducer(current, action);
    },
    onStale,
    onStampsChanged,
    notifyError: notify,
  });
  const edit = (action: EditorAction, options?: { resetStamps?: boolean }) => {
    const before = current;
    current = editorReducer(current, action);
    sync.push(before, current, options);
  };
  return { sync, edit, notify, onStampsChanged, onStale, state: () => current };
}

const signature: NewBox = {
  kind: 'sign',
  signerId: 7,
  meteraiId: null,
  page: 1,
  x: 100,
  y: 200,
  width: 150,
  height: 75,
};

const placedReply = (request: InternalAxiosRequestConfig, id: number, version: number): Reply => ({
  status: 200,
  data: {
    data: {
      placement: signBox({
        ...(requestBody(request) as object),
        id,
        version,
      }),
    },
  },
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('PlacementSync', () => {
  it('sends a move made while the box’s create is on the wire with the new id, after it', async () => {
    const server = heldServer((request) =>
      placedReply(request, 50, (requestBody(request) as { version?: number }).version ? 2 : 1),
    );
    const { edit, sync, state } = harness(initEditorState([], uploadedDocument().pages));
    edit({ type: 'place', boxes: [signature] });
    await flush();
    edit({ type: 'move', keys: ['b1'], dx: 10, dy: 0 });
    jest.advanceTimersByTime(SAVE_DELAY_MS);
    await flush();
    expect(server.http.requests).toHaveLength(1);
    expect(sync.pendingKeys()).toEqual(new Set(['b1']));
    await server.release();
    expect(server.http.requests).toHaveLength(2);
    expect(requestBody(server.http.at(1))).toMatchObject({ id: 50, version: 1, pos_x_signer: 110 });
    await server.release();
    expect(state().saved['b1']).toMatchObject({ id: 50, version: 2, x: 110 });
    expect(requestBody(server.http.at(0))).toMatchObject({ pos_x_signer: 100 });
    expect(state().boxes[0]?.x).toBe(110);
    expect(sync.pendingKeys().size).toBe(0);
  });

  it('deletes a box removed before its create came back, once it has an id', async () => {
    const server = heldServer((request) =>
      request.method === 'delete'
        ? { status: 200, data: { data: { message: 'Deleted' } } }
        : placedReply(request, 51, 1),
    );
    const { edit, state } = harness(initEditorState([], uploadedDocument().pages));
    edit({ type: 'place', boxes: [signature] });
    await flush();
    edit({ type: 'delete', keys: ['b1'] });
    await server.release();
    expect(requestPath(server.http.at(1))).toBe('/api/admin/api/v1/signer/51');
    expect(server.http.at(1).params).toEqual({ sign_type: 'sign', version: 1 });
    await server.release();
    expect(state().saved).toEqual({});
    expect(state().boxes).toEqual([]);
  });

  it('sends nothing for a box placed and removed before its create left', async () => {
    const http = serveHttp((request) => placedReply(request, 52, 1));
    const { edit, sync } = harness(initEditorState([], uploadedDocument().pages));
    edit({ type: 'place', boxes: [signature] });
    edit({ type: 'delete', keys: ['b1'] });
    await sync.settled();
    expect(http.requests).toHaveLength(0);
  });

  it('keeps at most a few calls on the wire, and shows one toast for one refusal of many copies', async () => {
    const message = 'Not enough e-meterai balance: 1 stamp needed, 0 left in your cost center';
    const server = heldServer(() => ({
      status: 409,
      data: errorBody({ status: 409, code: 'insufficient_balance', error: message }),
    }));
    const document = uploadedDocument({
      pages: Array.from({ length: 10 }, () => ({ width: 595, height: 842 })),
      placements: [meteraiBox()],
    });
    const { edit, notify, state } = harness(
      initEditorState(serverBoxesOf(document), document.pages),
    );
    edit({ type: 'copyToPages', keys: ['b1'], pages: [2, 3, 4, 5, 6, 7, 8, 9, 10] });
    await flush();
    expect(server.http.requests).toHaveLength(MAX_CONCURRENT_CALLS);
    for (let answered = 0; answered < 9; answered += 1) await server.release();
    expect(server.http.requests).toHaveLength(9);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Failed placement e-meterai', message);
    expect(state().boxes.map((box) => box.key)).toEqual(['b1']);
    expect(state().undo).toEqual([]);
  });

  it('saves only the last of quick moves of one box', async () => {
    const document = uploadedDocument({
      placements: [signBox({ id: 11, pos_x_signer: 100, version: 3 })],
    });
    const { edit, sync } = harness(initEditorState(serverBoxesOf(document), document.pages));
    const http = serveHttp((request) => placedReply(request, 11, 4));
    for (let step = 0; step < 5; step += 1) {
      edit({ type: 'move', keys: ['b1'], dx: 1, dy: 0 });
      jest.advanceTimersByTime(SAVE_DELAY_MS - 1);
    }
    expect(http.requests).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await sync.settled();
    expect(http.requests).toHaveLength(1);
    expect(requestBody(http.at(0))).toMatchObject({ id: 11, version: 3, pos_x_signer: 105 });
  });

  it('releases every stamp with one reset call, and puts them back when it fails', async () => {
    const http = serveHttp(() => ({
      status: 500,
      data: errorBody({ status: 500, code: 'internal', error: 'Ledger unavailable' }),
    }));
    const document = uploadedDocument({
      placements: [signBox(), meteraiBox(), meteraiBox({ id: 22, page_meterai: 2 })],
    });
    const { edit, sync, notify, onStampsChanged, state } = harness(
      initEditorState(serverBoxesOf(document), document.pages),
    );
    edit({ type: 'delete', keys: ['b2', 'b3'] }, { resetStamps: true });
    expect(state().boxes.map((box) => box.key)).toEqual(['b1']);
    await sync.settled();
    expect(http.requests.map(requestPath)).toEqual([
      '/api/admin/api/v1/e-meterai/temporer/reset/REF-0001',
    ]);
    expect(notify).toHaveBeenCalledWith('Failed reset e-meterai', 'Ledger unavailable');
    expect(state().boxes.map((box) => box.key)).toEqual(['b1', 'b2', 'b3']);
    expect(onStampsChanged).toHaveBeenCalled();
  });

  it('removes a stamp through temporer/sub and tells the balance to refresh', async () => {
    const http = serveHttp(() => ({
      status: 200,
      data: { data: { balance: 4, allocated: 0, cost_center_id: 1, placement: null } },
    }));
    const document = uploadedDocument({ placements: [meteraiBox()] });
    const { edit, sync, onStampsChanged, state } = harness(
      initEditorState(serverBoxesOf(document), document.pages),
    );
    edit({ type: 'delete', keys: ['b1'] });
    await sync.settled();
    expect(requestPath(http.at(0))).toBe('/api/admin/api/v1/e-meterai/temporer/sub/REF-0001');
    expect(requestBody(http.at(0))).toEqual({ placement_id: 21 });
    expect(state().saved).toEqual({});
    expect(onStampsChanged).toHaveBeenCalledTimes(1);
  });
});
