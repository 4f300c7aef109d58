import { describe, expect, it } from '@jest/globals';
import {
  clampToPage,
  placementRequestOf,
  serverBoxOfPlacement,
  type EditorBox,
} from './editor-box';
import { meteraiBox } from '../../testing/factories';

const box = (overrides: Partial<EditorBox> = {}): EditorBox => ({
  key: 'b1',
  kind: 'sign',
  signerId: 7,
  meteraiId: null,
  page: 2,
  x: 100.123,
  y: 200,
  width: 150,
  height: 75,
  ...overrides,
});

describe('boxes on the wire', () => {
  it('sends a signature with its meterai fields zeroed and no meterai_id (§5)', () => {
    expect(placementRequestOf(box())).toEqual({
      sign_type: 'sign',
      signer_id: 7,
      pos_x_signer: 100.12,
      pos_y_signer: 200,
      sign_page: 2,
      pos_x_meterai: 0,
      pos_y_meterai: 0,
      page_meterai: 0,
      width: 150,
      height: 75,
    });
  });

  it('sends a stamp with its signer fields zeroed and no signer_id, with id and version when moved', () => {
    const request = placementRequestOf(
      box({ kind: 'e_meterai', signerId: null, meteraiId: 3, width: 80, height: 80 }),
      { id: 9, version: 4 },
    );
    expect(request).toEqual({
      id: 9,
      version: 4,
      sign_type: 'e_meterai',
      meterai_id: 3,
      pos_x_signer: 0,
      pos_y_signer: 0,
      sign_page: 0,
      pos_x_meterai: 100.12,
      pos_y_meterai: 200,
      page_meterai: 2,
      width: 80,
      height: 80,
    });
    expect(request).not.toHaveProperty('signer_id');
  });

  it('reads a stamp box from its meterai fields', () => {
    expect(serverBoxOfPlacement(meteraiBox({ id: 5, page_meterai: 3, version: 2 }))).toEqual({
      id: 5,
      version: 2,
      kind: 'e_meterai',
      signerId: null,
      meteraiId: 2,
      page: 3,
      x: 40,
      y: 60,
      width: 80,
      height: 80,
    });
  });

  it('keeps a box whole on a page smaller than the box', () => {
    expect(
      clampToPage(box({ x: 50, width: 700, height: 75 }), { width: 300, height: 400 }),
    ).toMatchObject({ x: 0, width: 300 });
  });
});
