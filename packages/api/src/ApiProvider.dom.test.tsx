import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider, useApi } from './ApiProvider.tsx';
import { createResourceClient } from './resourceClient.ts';
import { createTesseraApi } from './tesseraApi.ts';

const api = createTesseraApi(createResourceClient({ baseUrl: 'http://tessera.test' }));

function Probe() {
  const value = useApi();
  return <p>{value === api ? 'same api' : 'another api'}</p>;
}

describe('ApiProvider / useApi', () => {
  it('gives components the api of the nearest provider', () => {
    render(
      <ApiProvider api={api}>
        <Probe />
      </ApiProvider>,
    );
    expect(screen.getByText('same api')).toBeInTheDocument();
  });

  it('throws a clear error with no provider', () => {
    expect(() => renderHook(() => useApi())).toThrow(/ApiProvider/);
  });
});
