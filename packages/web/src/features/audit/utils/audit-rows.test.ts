import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@psc/core/audit/audit.schemas';
import { describeApiKeyUse, groupAuditRows } from './audit-rows.ts';

const event = (id: number, type: string, detail: Record<string, unknown> | null = null): AuditEvent =>
  ({
    id,
    occurredAt: 1_000_000 - id * 60_000,
    type,
    email: 'admin@desk.example',
    ipAddress: '192.0.2.1',
    detail,
  }) as AuditEvent;

const use = (id: number, path = '/api/v1/feeds/calculators.csv', keyId = 'key-1') =>
  event(id, 'api_key_used', { keyId, name: 'Desk sheet', method: 'GET', path });

// Issue 48: one 'API key used' row per request, with empty Details.
describe('groupAuditRows', () => {
  it("makes one row of one key's consecutive calls to one address, counting them, newest first", () => {
    const rows = groupAuditRows([use(1), use(2), use(3), event(4, 'sign_in_succeeded'), use(5)]);
    expect(rows.map((row) => [row.event.id, row.count])).toEqual([
      [1, 3],
      [4, 1],
      [5, 1],
    ]);
    expect(rows[0]?.firstAt).toBe(use(3).occurredAt);
  });

  it('keeps apart other keys and other addresses', () => {
    const rows = groupAuditRows([use(1), use(2, '/api/v1/feeds/board.csv'), use(3, undefined, 'key-2')]);
    expect(rows.map((row) => row.count)).toEqual([1, 1, 1]);
  });

  it('names the key and the call', () => {
    expect(describeApiKeyUse(use(1))).toBe('Desk sheet: GET /api/v1/feeds/calculators.csv');
  });
});
