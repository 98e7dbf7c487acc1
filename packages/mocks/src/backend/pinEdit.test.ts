/**
 * Edit PinResource (issue 14, /pin/{id}/edit): the creator sets title, description, link and alt
 * text; someone else's pin is refused (403); bad input names its field (400).
 */
import { PIN_ALT_TEXT_INPUT_MAX, type Pin } from '@tessera/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend } from './createMockBackend.ts';
import { testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });

beforeEach(() => backend.reset());

const { json } = testClient(backend);
const post = <T>(action: string, options: Record<string, unknown>) =>
  json<T>('POST', `/resource/PinResource/${action}/`, { options });

async function ownPin(): Promise<Pin> {
  const { body } = await post<Pin>('create', { image_url: 'https://example.com/lamp.jpg', title: 'Lamp' });
  const pin = body.resource_response.data;
  if (!pin) throw new Error('The pin was not created');
  return pin;
}

describe('PinResource update (pin edit)', () => {
  it('sets the title and the alt text of the viewer’s own pin', async () => {
    const pin = await ownPin();
    const { status, body } = await post<Pin>('update', {
      id: pin.id,
      title: 'Brass lamp',
      alt_text: 'A brass lamp on a desk',
    });
    expect(status).toBe(200);
    expect(body.resource_response.data).toMatchObject({
      title: 'Brass lamp',
      altText: 'A brass lamp on a desk',
    });
    expect(backend.db.state.pins[pin.id]?.altText).toBe('A brass lamp on a desk');
  });

  it('refuses alt text that is too long, naming the field (400)', async () => {
    const pin = await ownPin();
    const { status, body } = await post<Pin>('update', {
      id: pin.id,
      alt_text: 'x'.repeat(PIN_ALT_TEXT_INPUT_MAX + 1),
    });
    expect(status).toBe(400);
    expect(body.resource_response.error?.message).toMatch(/alt_text/);
    expect(backend.db.state.pins[pin.id]?.altText).toBeUndefined();
  });

  it('refuses to change the alt text of someone else’s pin (403)', async () => {
    const someoneElses = backend.db.state.homefeed[0] ?? '';
    const { status } = await post<Pin>('update', { id: someoneElses, alt_text: 'Mine now' });
    expect(status).toBe(403);
    expect(backend.db.state.pins[someoneElses]?.altText).not.toBe('Mine now');
  });
});
