import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockBackend } from '@tessera/mocks';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataFileWriter, readDataFile, writeDataFile } from './dataFile.ts';
import { createSiteServer } from './testing.ts';

const root = mkdtempSync(join(tmpdir(), 'tessera-data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** A folder of the test's own: a test that lists its folder sees only its own files, in any order. */
let dir = root;
beforeEach(() => {
  dir = mkdtempSync(join(root, 'test-'));
});

describe('--data FILE persistence', () => {
  it('keeps a save across a restart, and the reset route puts the seed back into the file', async () => {
    const file = join(dir, 'state.json');
    const writer = dataFileWriter(file, 0);
    const first = createMockBackend({ seed: 1, onChange: writer.changed });
    const pinId = first.db.state.homefeed[0] ?? '';
    await request(createSiteServer({ backend: first }))
      .post('/resource/PinResource/create/')
      .send({ options: { pin_id: pinId } })
      .expect(200);
    writer.flush();
    expect(readdirSync(dir)).toEqual(['state.json']); // no temporary file left behind

    const saved = readDataFile(file, 1);
    expect(saved).toBeDefined();
    const second = createMockBackend({
      seed: 1,
      ...(saved ? { state: saved } : {}),
      onChange: writer.changed,
    });
    const { body } = await request(createSiteServer({ backend: second }))
      .get(
        `/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: pinId } }))}`,
      )
      .expect(200);
    expect(body.resource_response.data.savedInfo).toBeDefined();

    await request(createSiteServer({ backend: second }))
      .post('/__mock/reset')
      .expect(200);
    writer.flush();
    expect(readDataFile(file, 1)?.saves[second.db.viewerId]?.[pinId]).toBeUndefined();
  });

  it('coalesces a burst of changes into one write', () => {
    const file = join(dir, 'burst.json');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const writer = dataFileWriter(file, 20);
      const backend = createMockBackend({ seed: 1 });
      writer.changed(backend.db.state);
      writer.changed(backend.db.state);
      vi.advanceTimersByTime(19);
      expect(existsSync(file)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(existsSync(file)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores a missing, corrupt or foreign file (the server starts from the seed)', () => {
    expect(readDataFile(join(dir, 'missing.json'), 1)).toBeUndefined();
    const corrupt = join(dir, 'corrupt.json');
    writeFileSync(corrupt, '{"version":1,');
    expect(readDataFile(corrupt, 1)).toBeUndefined();
    const other = join(dir, 'other.json');
    writeDataFile(other, createMockBackend({ seed: 2, pinCount: 30 }).db.state);
    expect(readDataFile(other, 1)).toBeUndefined();
    expect(readDataFile(other, 2)?.seed).toBe(2);
  });
});
