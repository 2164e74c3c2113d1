import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { click, findByText, render, waitFor } from '@/test/render';
import { PagedList } from './paged-list';

type Row = { id: string };
type Paged = { list: Row[]; hasMore: boolean; page: number };

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom has no layout: give elements a parent box so the infinite scroll sees its footer in view. */
const layOut = () =>
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement;
  });

function Feed({ fetchPage }: { fetchPage: (page: number) => Promise<Paged> }) {
  const query = useInfiniteQuery({
    queryKey: ['rows'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Paged) => (last.hasMore ? last.page + 1 : undefined),
  });
  return (
    <PagedList
      query={query}
      loading={<p>skeleton</p>}
      empty={<p>nothing here</p>}
      testId="rows"
      itemKey={(r) => r.id}
      renderItem={(r) => <span data-testid="row">{`row ${r.id}`}</span>}
    />
  );
}

function mount(fetchPage: (page: number) => Promise<Paged>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Feed fetchPage={fetchPage} />
    </QueryClientProvider>,
  );
}

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: String(from + i) }));
const shownRows = () => Array.from(document.querySelectorAll('[data-testid="row"]'), (el) => el.textContent);

describe('PagedList', () => {
  it('shows the skeleton, then the items in a list, and says when there is no more', async () => {
    let resolve: (p: Paged) => void = () => {};
    const fetchPage = vi.fn(() => new Promise<Paged>((r) => (resolve = r)));
    mount(fetchPage);
    expect(document.body.textContent).toContain('skeleton');
    resolve({ list: rows(1, 3), hasMore: false, page: 1 });
    await findByText(document.body, "You've reached the end");
    expect(shownRows()).toEqual(['row 1', 'row 2', 'row 3']);
    expect(document.querySelector('ul[data-testid="rows"]')?.children).toHaveLength(3);
    expect(document.body.textContent).not.toContain('skeleton');
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('loads the next page when the end of the list is in view', async () => {
    layOut();
    const fetchPage = vi.fn(async (page: number) =>
      page === 1 ? { list: rows(1, 2), hasMore: true, page } : { list: rows(3, 1), hasMore: false, page },
    );
    mount(fetchPage);
    await waitFor(() => expect(shownRows()).toEqual(['row 1', 'row 2', 'row 3']));
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([1, 2]);
    await findByText(document.body, "You've reached the end");
  });

  it('offers a retry when a page fails, and loads it on tap', async () => {
    layOut();
    let failNext = true;
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 1) return { list: rows(1, 2), hasMore: true, page };
      if (failNext) {
        failNext = false;
        throw new Error('network down');
      }
      return { list: rows(3, 2), hasMore: false, page };
    });
    mount(fetchPage);
    const retry = await findByText(document.body, "Couldn't load more. Tap to try again");
    expect(retry.tagName).toBe('BUTTON');
    // The first page stays on screen; a failed later page is not a full-screen error.
    expect(shownRows()).toEqual(['row 1', 'row 2']);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    await click(retry);
    await waitFor(() => expect(shownRows()).toEqual(['row 1', 'row 2', 'row 3', 'row 4']));
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([1, 2, 2]);
    await findByText(document.body, "You've reached the end");
  });

  it('shows the empty state for an empty first page', async () => {
    mount(async () => ({ list: [], hasMore: false, page: 1 }));
    await findByText(document.body, 'nothing here');
    expect(document.querySelector('ul')).toBeNull();
  });

  it('shows an error with retry when the first page fails, and retries the query', async () => {
    let fail = true;
    const fetchPage = vi.fn(async (page: number) => {
      if (fail) throw new Error('boom');
      return { list: rows(1, 1), hasMore: false, page };
    });
    mount(fetchPage);
    await waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
    fail = false;
    await click(await findByText(document.body, 'Try again'));
    await waitFor(() => expect(shownRows()).toEqual(['row 1']));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
