import { describe, expect, it } from 'vitest';
import { demoSellers } from '../sellers.ts';
import { accessTokenFor, spClient } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const [mine, theirs] = demoSellers('na').map((s) => s.sellingPartnerId);
const US = 'ATVPDKIKX0DER';

// searchListingsItems answers only for the access token's own seller: how an application learns whose
// authorization a consent gave it.
describe('Listings Items: searchListingsItems', () => {
  it("lists the token's own seller's listings and refuses any other seller with 403", async () => {
    const sandbox = await buildTestSandbox();
    const sp = spClient(sandbox, await accessTokenFor(sandbox.app, mine ?? ''));
    const own = await sp('GET', `/listings/2021-08-01/items/${mine}?marketplaceIds=${US}&pageSize=1`);
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toHaveLength(1);
    const other = await sp('GET', `/listings/2021-08-01/items/${theirs}?marketplaceIds=${US}&pageSize=1`);
    expect(other.statusCode).toBe(403);
    expect(other.json().errors[0].code).toBe('Unauthorized');
    const bad = await sp('GET', `/listings/2021-08-01/items/${mine}?marketplaceIds=NOPE`);
    expect(bad.statusCode).toBe(400);
    await sandbox.app.close();
  });
});
