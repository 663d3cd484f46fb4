import { describe, expect, it } from 'vitest';
import { amazonTestStore } from '../../testing/amazon-store.ts';
import type { TAdsApiClient, TAdsRequest } from './ads-api-client.ts';
import { createSpWrites } from './ads-sp-writes.ts';

// How a Sponsored Products v3 write is sent and its 207 read: per item, Amazon's reason and message kept,
// transient failures marked retryable.

function recordingClient(answer: unknown) {
  const sent: { operation: string; request: TAdsRequest }[] = [];
  const client: TAdsApiClient = {
    call: async <T>(_store: unknown, operation: string, request: TAdsRequest) => {
      sent.push({ operation, request });
      return answer as T;
    },
  } as TAdsApiClient;
  return { client, sent };
}

const STORE = amazonTestStore({ adsRefreshTokenEnc: 'y' });

describe('Sponsored Products v3 writes', () => {
  it('PUTs the items with the entity’s media type and reads each item of the 207', async () => {
    const { client, sent } = recordingClient({
      negativeKeywords: {
        success: [{ index: 1, negativeKeywordId: '42' }],
        error: [
          {
            index: 0,
            errors: [
              {
                errorType: 'entityStateError',
                errorValue: {
                  entityStateError: { reason: 'ARCHIVED_ENTITY_CANNOT_BE_MODIFIED', message: 'Archived' },
                },
              },
            ],
          },
          {
            index: 2,
            errors: [
              {
                errorType: 'internalServerError',
                errorValue: { internalServerError: { reason: 'INTERNAL_ERROR', message: 'retry' } },
              },
            ],
          },
        ],
      },
    });
    const result = await createSpWrites(client).write(STORE, '77', 'negativeKeywords', 'update', [
      { keywordId: '1', state: 'PAUSED' },
      { keywordId: '42', state: 'PAUSED' },
      { keywordId: '3', state: 'PAUSED' },
    ]);
    expect(sent[0]).toMatchObject({
      operation: 'updateSponsoredProductsNegativeKeywords',
      request: {
        method: 'PUT',
        path: '/sp/negativeKeywords',
        scope: '77',
        mediaType: 'application/vnd.spNegativeKeyword.v3+json',
        body: {
          negativeKeywords: [
            { keywordId: '1', state: 'PAUSED' },
            { keywordId: '42', state: 'PAUSED' },
            { keywordId: '3', state: 'PAUSED' },
          ],
        },
      },
    });
    expect(result).toEqual({
      success: [{ index: 1, id: '42' }],
      error: [
        { index: 0, code: 'ARCHIVED_ENTITY_CANNOT_BE_MODIFIED', message: 'Archived', retryable: false },
        { index: 2, code: 'INTERNAL_ERROR', message: 'retry', retryable: true },
      ],
    });
  });

  it('reads entities by id with extended data and every state', async () => {
    const { client, sent } = recordingClient({
      targetingClauses: [{ targetId: '9', state: 'PAUSED', bid: 0.5 }],
    });
    const found = await createSpWrites(client).read(STORE, '77', 'targets', { ids: ['9'] });
    expect(found.get('9')).toMatchObject({ bid: 0.5 });
    expect(sent[0]?.request.body).toEqual({
      stateFilter: { include: ['ENABLED', 'PAUSED', 'ARCHIVED'] },
      includeExtendedDataFields: true,
      targetIdFilter: { include: ['9'] },
    });
  });
});
