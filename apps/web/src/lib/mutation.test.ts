import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@/test/render';
import { useWriteMutation } from './mutation';

afterEach(cleanup);

/** Renders `useWriteMutation` once and hands its result out. */
function mount<T>(client: QueryClient, use: () => T): { current: T } {
  const ref = {} as { current: T };
  const Probe = () => {
    ref.current = use();
    return null;
  };
  render(createElement(QueryClientProvider, { client }, createElement(Probe) as ReactNode));
  return ref;
}

describe('useWriteMutation', () => {
  it("applies the write's own effects before the screen's callbacks, on success and on refusal", async () => {
    const client = new QueryClient();
    const seen: string[] = [];
    const fetcher = async (body: { ok: boolean }) => {
      if (!body.ok) throw new Error('refused');
      return { id: 7 };
    };
    const m = mount(client, () =>
      useWriteMutation(
        fetcher,
        {
          onSuccess: (answer, body) => void seen.push(`effect success ${answer.id} ${body.ok}`),
          onError: (err) => void seen.push(`effect error ${err.message}`),
          onSettled: () => void seen.push('effect settled'),
        },
        { onSuccess: () => void seen.push('screen success'), onSettled: () => void seen.push('screen settled') },
      ),
    );
    await expect(m.current.mutateAsync({ ok: true })).resolves.toEqual({ id: 7 });
    expect(seen).toEqual(['effect success 7 true', 'screen success', 'effect settled', 'screen settled']);
    seen.length = 0;
    await expect(m.current.mutateAsync({ ok: false })).rejects.toThrow('refused');
    expect(seen).toEqual(['effect error refused', 'effect settled', 'screen settled']);
    await waitFor(() => expect(client.getMutationCache().getAll()).toHaveLength(2));
  });
});
