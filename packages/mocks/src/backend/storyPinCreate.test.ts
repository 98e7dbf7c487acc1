/** Create PinResource with story_pages (§3 storyPinData): a new story pin from uploaded images. */
import { type Pin, type ResourceResponse, STORY_PIN_PAGES_MIN } from '@tessera/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeJpeg } from '../media/encodeJpeg.ts';
import { createMockBackend } from './createMockBackend.ts';
import { testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });
beforeEach(() => backend.reset());

const { json, send: raw } = testClient(backend);
const send = async (path: string, body: unknown) => (await json('POST', path, body)).body;

const createPin = (options: Record<string, unknown>) => send('/resource/PinResource/create/', { options });

/** Uploads a small PNG (or `file`) as the demo viewer and answers its signature. */
async function upload(byte: number, file?: Blob): Promise<string> {
  const ticket = (await send('/resource/VIPResource/create/', {
    options: { type: 'pinimage' },
  })) as ResourceResponse<{
    upload_id: string;
    upload_url: string;
    upload_parameters: Record<string, string>;
  }>;
  const data = ticket.resource_response.data;
  if (!data) throw new Error('no upload ticket');
  const { upload_id, upload_url, upload_parameters } = data;
  const form = new FormData();
  for (const [name, value] of Object.entries(upload_parameters)) form.append(name, value);
  form.append(
    'file',
    file ?? new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, byte])], { type: 'image/png' }),
  );
  await send(upload_url, form);
  const signature = backend.db.state.uploads[upload_id]?.signature;
  if (!signature) throw new Error('the upload has no signature');
  return signature;
}

describe('PinResource/create with story_pages', () => {
  it('makes a story pin whose pages are the uploads in order, the first page its image', async () => {
    const first = await upload(1);
    const second = await upload(2);
    const body = await createPin({
      title: 'Two steps',
      story_pages: [{ image_signature: second, text: 'Start here' }, { image_signature: first }],
    });
    expect(body.resource_response.error).toBeNull();
    const pin = body.resource_response.data as {
      imageSignature: string;
      storyPinData: { pages: { blocks: { type: string; imageSignature?: string; text?: string }[] }[] };
    };
    expect(pin.imageSignature).toBe(second);
    expect(pin.storyPinData.pages.map((page) => page.blocks.map((b) => b.imageSignature ?? b.text))).toEqual([
      [second, 'Start here'],
      [first],
    ]);
  });

  it('shows each page as its uploaded file, at the size the file declares (issue 30)', async () => {
    const jpeg = encodeJpeg({ width: 40, height: 60, data: new Uint8Array(40 * 60 * 3) });
    const photo = await upload(0, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
    const other = await upload(5);
    const body = await createPin({
      title: 'Sized',
      story_pages: [{ image_signature: photo }, { image_signature: other }],
    });
    const pin = body.resource_response.data as Pin;
    expect(pin.images?.orig).toMatchObject({ width: 40, height: 60 });
    expect(pin.images?.['236x']).toMatchObject({ width: 236, height: 354 });
    const served = await raw('GET', pin.images?.['236x']?.url ?? '');
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpeg);
  });

  it('refuses fewer than the minimum pages, naming the field', async () => {
    const only = await upload(3);
    const body = await createPin({ story_pages: [{ image_signature: only }] });
    expect(body.resource_response.http_status).toBe(400);
    expect(body.resource_response.error?.message).toContain(
      `story_pages: must have at least ${STORY_PIN_PAGES_MIN} pages`,
    );
  });

  it('refuses a page whose image is not an upload of the viewer', async () => {
    const mine = await upload(4);
    const body = await createPin({
      story_pages: [{ image_signature: mine }, { image_signature: 'notanupload' }],
    });
    expect(body.resource_response.http_status).toBe(404);
    expect(body.resource_response.error?.message).toBe('No upload of yours has the signature notanupload.');
  });
});
