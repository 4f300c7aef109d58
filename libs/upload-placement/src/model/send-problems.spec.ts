import { describe, expect, it } from '@jest/globals';
import { errorBody, httpError } from '@esign/api-client/testing';
import { sendProblems } from './send-problems';

describe('sendProblems', () => {
  it('lists every message of every param of a refused send', () => {
    const error = httpError(
      400,
      errorBody({
        status: 400,
        messages: [
          { param: 'category_id', messages: ['Choose a category'] },
          { param: 'placements', messages: ['Budi has no signature box', 'Sari has no box'] },
          'The document has not been viewed',
        ],
      }),
    );
    expect(sendProblems(error)).toEqual([
      'Category: Choose a category',
      'Placements: Budi has no signature box',
      'Placements: Sari has no box',
      'The document has not been viewed',
    ]);
  });

  it('falls back to the message rule for other failures', () => {
    expect(sendProblems(httpError(404, errorBody({ status: 404 })))).toEqual([
      'Data not found. Please try again later...',
    ]);
    expect(sendProblems(httpError(409, errorBody({ status: 409, error: 'Too late' })))).toEqual([
      'Too late',
    ]);
  });
});
