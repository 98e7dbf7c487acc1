/** Reads a §7 resource of the worker's mock server, as the page's session (its cookies). */
import { expect, type Page } from './test.ts';

export async function resource<T>(page: Page, name: string, options: Record<string, unknown>): Promise<T> {
  const data = encodeURIComponent(JSON.stringify({ options }));
  const response = await page.request.get(`/resource/${name}/get/?data=${data}`);
  expect(response.ok(), `${name} ${JSON.stringify(options)}`).toBe(true);
  return ((await response.json()) as { resource_response: { data: T } }).resource_response.data;
}
