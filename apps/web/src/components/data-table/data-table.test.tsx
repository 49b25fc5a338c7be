import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRouteError, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listResponseSchema, type ListParams } from '@portal/contracts';
import { mockApi, pending, renderRoute, reply } from '../../../test/test-utils';
import { ApiError } from '../../lib/api-client';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn, FilterOption, ListPage } from './types';

interface Row {
  id: string;
  title: string;
  status: string;
  start: string;
}

const rowSchema = z.object({ id: z.string(), title: z.string(), status: z.string(), start: z.string() });
/** A contract-like list endpoint: what a screen passes in the one-line case. */
const newsEndpoint = { path: '/api/news/management', response: { 200: listResponseSchema(rowSchema) } };

const STATUS_OPTIONS: FilterOption[] = [
  { value: 'concept', label: 'Concept' },
  { value: 'published', label: 'Gepubliceerd' },
];
const TAG_OPTIONS: FilterOption[] = [
  { value: 'a', label: 'Alfa' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
];

function makeRows(count: number, offset = 0): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `id-${offset + i + 1}`,
    title: `Bericht ${offset + i + 1}`,
    status: 'concept',
    start: '2024-03-09',
  }));
}

/** A server of `total` rows that pages like the API does. */
function pagedServer(total: number) {
  return vi.fn(async (params: ListParams, _signal: AbortSignal): Promise<ListPage<Row>> => {
    const page = params.page ?? 1;
    const perPage = params.perPage ?? 10;
    const from = (page - 1) * perPage;
    return { items: makeRows(Math.max(0, Math.min(perPage, total - from)), from), totalItems: total, perPage };
  });
}

const loadAuthors = vi.fn(async (query: string, _signal: AbortSignal): Promise<FilterOption[]> => [
  { value: 'u1', label: `${query} Jansen` },
  { value: 'u2', label: `${query} de Vries` },
]);

function columns(): DataTableColumn<Row>[] {
  return [
    { field: 'title', header: 'Titel', sortable: true, filter: { kind: 'text' } },
    {
      field: 'author',
      header: 'Auteur',
      cell: () => 'Iemand',
      filter: { kind: 'autocomplete', loadOptions: loadAuthors },
    },
    { field: 'start', header: 'Startdatum', sortable: 'publishedStart', filter: { kind: 'date' } },
    { field: 'status', header: 'Status', filter: { kind: 'select', options: STATUS_OPTIONS } },
    { field: 'tags', header: 'Labels', cell: () => '', filter: { kind: 'multiSelect', options: TAG_OPTIONS } },
  ];
}

/** The route's error element as the app has one: shows the status of what was thrown. */
function StatusProbe() {
  const error = useRouteError();
  return <p>foutstatus {error instanceof ApiError ? error.status : 'onbekend'}</p>;
}

type TableProps = Partial<DataTableProps<Row>> & Pick<DataTableProps<Row>, 'fetchPage' | 'endpoint'>;

function renderTable(props: TableProps) {
  const all = { id: 'nieuws', label: 'Nieuwsbeheer', columns: columns(), ...props } as DataTableProps<Row>;
  const routes: RouteObject[] = [{ path: '/', element: <DataTable {...all} />, errorElement: <StatusProbe /> }];
  return renderRoute('/', routes);
}

function lastParams(fetchPage: ReturnType<typeof pagedServer>): ListParams {
  return fetchPage.mock.lastCall![0];
}

/** The request URLs the fake API saw for the list. */
function listUrls(fetchMock: ReturnType<typeof mockApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === newsEndpoint.path);
}

/**
 * Timing tests run on a fake clock and type with `fireEvent` (one change per keystroke): user-event and waitFor
 * wait on real timeouts that a fake clock never fires.
 */
function useFakeClock() {
  vi.useFakeTimers();
  return {
    type(input: HTMLElement, text: string) {
      if (document.activeElement !== input) act(() => input.focus());
      const start = (input as HTMLInputElement).value;
      for (let n = 1; n <= text.length; n += 1)
        fireEvent.change(input, { target: { value: start + text.slice(0, n) } });
    },
    clear(input: HTMLElement) {
      fireEvent.change(input, { target: { value: '' } });
    },
    click(element: HTMLElement) {
      fireEvent.click(element);
    },
  };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // Let answers settle: fetch, JSON and React Query's notifications each take a turn without moving the clock.
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DataTable: rows and empty text', () => {
  it('shows the rows under labelled headers, the first cell as row header, with the default request', async () => {
    const fetchPage = pagedServer(3);
    renderTable({ fetchPage, queryKey: ['t1'] });

    const table = await screen.findByRole('table', { name: 'Nieuwsbeheer' });
    expect(await within(table).findByRole('rowheader', { name: 'Bericht 1' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Titel', 'Auteur', 'Startdatum', 'Status', 'Labels']);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(lastParams(fetchPage)).toEqual({ page: 1, perPage: 10, query: undefined, filters: {}, order: {} });
    expect(fetchPage.mock.lastCall![1]).toBeInstanceOf(AbortSignal);
  });

  it("says 'Geen resultaten gevonden.' when nothing matches", async () => {
    renderTable({ fetchPage: pagedServer(0), queryKey: ['t2'] });
    expect(await screen.findByText('Geen resultaten gevonden.')).toBeInTheDocument();
  });

  it('takes a list of its own for the empty text, and renders row actions in an Acties column', async () => {
    renderTable({
      fetchPage: pagedServer(1),
      queryKey: ['t3'],
      rowActions: (row) => <button type="button">Bewerk {row.title}</button>,
    });
    expect(await screen.findByRole('button', { name: 'Bewerk Bericht 1' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Acties' })).toBeInTheDocument();
  });

  it('labels every cell with its column header for the card layout of narrow screens, actions included', async () => {
    renderTable({
      fetchPage: pagedServer(1),
      queryKey: ['t3b'],
      rowActions: (row) => <button type="button">Bewerk {row.title}</button>,
    });
    const row = (await screen.findByRole('rowheader', { name: 'Bericht 1' })).closest('tr')!;
    expect(Array.from(row.children, (cell) => cell.getAttribute('data-label'))).toEqual([
      'Titel',
      'Auteur',
      'Startdatum',
      'Status',
      'Labels',
      'Acties',
    ]);
    // The label is drawn by the style, not text of the cell: the cell reads as its value only.
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/^Bericht 1$/);
    // The table scrolls inside its own named region when it is still too wide; the page never does.
    expect(screen.getByRole('region', { name: 'Nieuwsbeheer' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps a noWrap column on one line at the width of its content, leaving the rest to the others', async () => {
    const cols = columns().map((column) => (column.field === 'start' ? { ...column, noWrap: true } : column));
    renderTable({ fetchPage: pagedServer(1), queryKey: ['t3c'], columns: cols });
    const row = (await screen.findByRole('rowheader', { name: 'Bericht 1' })).closest('tr')!;
    const [title, , start] = Array.from(row.children);
    expect(getComputedStyle(start!).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(start!).width).toBe('1%');
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Startdatum' })).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(title!).whiteSpace).not.toBe('nowrap');
  });

  it('calls a contract endpoint in one line, in the bracket query form, and validates the answer', async () => {
    const fetchMock = mockApi({
      [`GET ${newsEndpoint.path}?page=1&perPage=10&filters%5Btype%5D=intern`]: reply({
        items: makeRows(2),
        totalItems: 2,
        perPage: 10,
      }),
    });
    renderTable({ endpoint: newsEndpoint, fixedFilters: { type: 'intern' } });
    expect(await screen.findByRole('rowheader', { name: 'Bericht 2' })).toBeInTheDocument();
    expect(listUrls(fetchMock)).toHaveLength(1);
  });
});

describe('DataTable: search and filters', () => {
  it('searches 500 ms after the last keystroke, from page 1', async () => {
    const user = useFakeClock();
    const fetchPage = pagedServer(30);
    renderTable({ fetchPage, queryKey: ['s1'] });
    await advance(0);
    user.click(screen.getByRole('button', { name: 'Ga naar volgende pagina' }));
    await advance(0);
    expect(lastParams(fetchPage).page).toBe(2);

    user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'griep');
    await advance(499);
    expect(lastParams(fetchPage).query).toBeUndefined();
    await advance(1);
    expect(lastParams(fetchPage)).toMatchObject({ query: 'griep', page: 1 });
    // One request for the whole word, not one per letter.
    expect(fetchPage.mock.calls.filter(([params]) => params.query !== undefined)).toHaveLength(1);
  });

  it('applies the search at once on Enter', async () => {
    const user = useFakeClock();
    const fetchPage = pagedServer(3);
    renderTable({ fetchPage, queryKey: ['s2'] });
    await advance(0);
    const box = screen.getByRole('searchbox', { name: 'Zoeken' });
    user.type(box, 'long');
    fireEvent.keyDown(box, { key: 'Enter' });
    await advance(0);
    expect(lastParams(fetchPage).query).toBe('long');
  });

  it('sends a text filter 500 ms after typing', async () => {
    const user = useFakeClock();
    const fetchPage = pagedServer(3);
    renderTable({ fetchPage, queryKey: ['s3'] });
    await advance(0);
    user.type(screen.getByRole('textbox', { name: 'Titel' }), 'astma');
    await advance(499);
    expect(lastParams(fetchPage).filters).toEqual({});
    await advance(1);
    expect(lastParams(fetchPage).filters).toEqual({ title: 'astma' });
  });

  it('takes the date typed as DD-MM-YYYY and sends YYYY-MM-DD after 800 ms', async () => {
    const user = useFakeClock();
    const fetchMock = mockApi({
      [`GET ${newsEndpoint.path}?page=1&perPage=10`]: reply({ items: makeRows(1), totalItems: 1, perPage: 10 }),
      [`GET ${newsEndpoint.path}?page=1&perPage=10&filters%5Bstart%5D=2024-03-09`]: reply({
        items: [],
        totalItems: 0,
        perPage: 10,
      }),
    });
    renderTable({ endpoint: newsEndpoint });
    await advance(0);

    const date = screen.getByRole('textbox', { name: 'Startdatum' });
    expect(date).toHaveAttribute('placeholder', 'DD-MM-JJJJ');
    user.type(date, '09-03-2024');
    await advance(799);
    expect(listUrls(fetchMock)).toHaveLength(1);
    await advance(1);
    const urls = listUrls(fetchMock);
    expect(urls).toHaveLength(2);
    expect(urls[1]!.searchParams.get('filters[start]')).toBe('2024-03-09');
    expect(screen.getByText('Geen resultaten gevonden.')).toBeInTheDocument();
  });

  it('marks a date that is not a real day and does not filter on it', async () => {
    const user = useFakeClock();
    const fetchPage = pagedServer(3);
    renderTable({ fetchPage, queryKey: ['s4'] });
    await advance(0);
    const date = screen.getByRole('textbox', { name: 'Startdatum' });
    user.type(date, '31-02-2024');
    await advance(800);
    expect(date).toHaveAccessibleDescription('Vul een datum in als DD-MM-JJJJ');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(fetchPage).toHaveBeenCalledTimes(1);

    user.clear(date);
    user.type(date, '01-03-2024');
    await advance(800);
    expect(date).toHaveAttribute('aria-invalid', 'false');
    expect(lastParams(fetchPage).filters).toEqual({ start: '2024-03-01' });
  });

  it('searches autocomplete options only from 3 characters, 300 ms after typing, and filters on the choice', async () => {
    const user = useFakeClock();
    loadAuthors.mockClear();
    const fetchPage = pagedServer(3);
    renderTable({ fetchPage, queryKey: ['s5'] });
    await advance(0);

    const author = screen.getByRole('combobox', { name: 'Auteur' });
    user.type(author, 'ja');
    await advance(1000);
    expect(loadAuthors).not.toHaveBeenCalled();
    expect(screen.getByText('Typ minstens 3 tekens')).toBeInTheDocument();

    user.type(author, 'n');
    await advance(299);
    expect(loadAuthors).not.toHaveBeenCalled();
    await advance(1);
    expect(loadAuthors).toHaveBeenCalledTimes(1);
    expect(loadAuthors.mock.lastCall![0]).toBe('jan');
    expect(loadAuthors.mock.lastCall![1]).toBeInstanceOf(AbortSignal);

    user.click(screen.getByRole('option', { name: 'jan de Vries' }));
    await advance(0);
    expect(lastParams(fetchPage).filters).toEqual({ author: 'u2' });
    expect(author).toHaveValue('jan de Vries');
    // Choosing fills the box with the label: that is not a new search.
    await advance(1000);
    expect(loadAuthors).toHaveBeenCalledTimes(1);
  });

  it('sends a select choice at once and removes it with Alle', async () => {
    const fetchPage = pagedServer(3);
    const { user } = renderTable({ fetchPage, queryKey: ['s6'] });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Gepubliceerd' }));
    await waitFor(() => expect(lastParams(fetchPage).filters).toEqual({ status: 'published' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Alle' }));
    await waitFor(() => expect(lastParams(fetchPage).filters).toEqual({}));
  });

  it('sends the values of a multi-select comma-joined, in the order of the options', async () => {
    const fetchMock = mockApi({
      [`GET ${newsEndpoint.path}?page=1&perPage=10`]: reply({ items: makeRows(1), totalItems: 1, perPage: 10 }),
      [`GET ${newsEndpoint.path}?page=1&perPage=10&filters%5Btags%5D=c`]: reply({
        items: makeRows(1),
        totalItems: 1,
        perPage: 10,
      }),
      [`GET ${newsEndpoint.path}?page=1&perPage=10&filters%5Btags%5D=a%2Cc`]: reply({
        items: [],
        totalItems: 0,
        perPage: 10,
      }),
    });
    const { user } = renderTable({ endpoint: newsEndpoint });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    await user.click(screen.getByRole('combobox', { name: 'Labels' }));
    await user.click(screen.getByRole('option', { name: 'Charlie' }));
    await user.click(screen.getByRole('option', { name: 'Alfa' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Geen resultaten gevonden.')).toBeInTheDocument();
    expect(listUrls(fetchMock).at(-1)!.searchParams.get('filters[tags]')).toBe('a,c');
    expect(screen.getByRole('combobox', { name: 'Labels' })).toHaveTextContent('Alfa, Charlie');
  });

  it("'Filters wissen' empties the search and every filter", async () => {
    const user = useFakeClock();
    const fetchPage = pagedServer(3);
    renderTable({ fetchPage, queryKey: ['s7'] });
    await advance(0);
    expect(screen.queryByRole('button', { name: 'Filters wissen' })).not.toBeInTheDocument();
    user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'abc');
    user.type(screen.getByRole('textbox', { name: 'Titel' }), 'xyz');
    await advance(500);
    expect(lastParams(fetchPage)).toMatchObject({ query: 'abc', filters: { title: 'xyz' } });

    user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await advance(0);
    expect(lastParams(fetchPage)).toMatchObject({ query: undefined, filters: {}, page: 1 });
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('');
  });
});

describe('DataTable: sort and paging', () => {
  it('toggles ascending, descending and off, with aria-sort on the header', async () => {
    const fetchPage = pagedServer(3);
    const { user } = renderTable({ fetchPage, queryKey: ['p1'] });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    const header = screen.getByRole('columnheader', { name: 'Titel' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    // Not sortable: no aria-sort at all.
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');

    await user.click(within(header).getByRole('button', { name: 'Titel' }));
    await waitFor(() => expect(lastParams(fetchPage).order).toEqual({ title: 'asc' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header).getByRole('button', { name: 'Titel' }));
    await waitFor(() => expect(lastParams(fetchPage).order).toEqual({ title: 'desc' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header).getByRole('button', { name: 'Titel' }));
    await waitFor(() => expect(lastParams(fetchPage).order).toEqual({}));
    expect(header).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts by a named order field and starts from the default sort', async () => {
    const fetchPage = pagedServer(3);
    const { user } = renderTable({
      fetchPage,
      queryKey: ['p2'],
      defaultSort: { field: 'publishedStart', direction: 'desc' },
    });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    expect(fetchPage.mock.calls[0]![0].order).toEqual({ publishedStart: 'desc' });
    const header = screen.getByRole('columnheader', { name: 'Startdatum' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastParams(fetchPage).order).toEqual({}));
  });

  it('pages on the server with Dutch pager labels, 10 rows by default', async () => {
    const fetchPage = pagedServer(25);
    const { user } = renderTable({ fetchPage, queryKey: ['p3'] });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    expect(screen.getByText('1–10 van 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ga naar vorige pagina' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ga naar volgende pagina' }));
    expect(await screen.findByRole('rowheader', { name: 'Bericht 11' })).toBeInTheDocument();
    expect(lastParams(fetchPage)).toMatchObject({ page: 2, perPage: 10 });
    expect(screen.getByText('11–20 van 25')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Regels per pagina:' }));
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(lastParams(fetchPage)).toMatchObject({ page: 1, perPage: 25 }));
    expect(await screen.findByText('1–25 van 25')).toBeInTheDocument();
  });

  it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
    let release: (page: ListPage<Row>) => void = () => {};
    const fetchPage = vi.fn(async (params: ListParams): Promise<ListPage<Row>> => {
      if (params.page === 1) return { items: makeRows(10), totalItems: 20 };
      return new Promise((resolve) => (release = resolve));
    });
    const { user } = renderTable({ fetchPage, queryKey: ['p4'] });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    await user.click(screen.getByRole('button', { name: 'Ga naar volgende pagina' }));

    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('rowheader', { name: 'Bericht 1' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Bezig met laden…' })).toBeInTheDocument();

    act(() => release({ items: makeRows(10, 10), totalItems: 20 }));
    expect(await screen.findByRole('rowheader', { name: 'Bericht 11' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Bericht 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });
});

describe('DataTable: remembered per table', () => {
  it('remembers search, filters, sort, page and page size under datatable-{id}-filters', async () => {
    const user = useFakeClock();
    const fetchPage = pagedServer(60);
    const first = renderTable({ id: 'nieuws', fetchPage, queryKey: ['r1'] });
    await advance(0);
    user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'griep');
    user.type(screen.getByRole('textbox', { name: 'Startdatum' }), '09-03-2024');
    await advance(800);
    user.click(within(screen.getByRole('columnheader', { name: 'Titel' })).getByRole('button'));
    await advance(0);
    user.click(screen.getByRole('button', { name: 'Ga naar volgende pagina' }));
    await advance(0);

    expect(JSON.parse(window.localStorage.getItem('datatable-nieuws-filters')!)).toEqual({
      query: 'griep',
      filters: { start: '2024-03-09' },
      sort: { field: 'title', direction: 'asc' },
      page: 2,
      perPage: 10,
    });
    first.unmount();

    // The same table again starts where it was left, inputs included.
    fetchPage.mockClear();
    renderTable({ id: 'nieuws', fetchPage, queryKey: ['r1b'] });
    await advance(0);
    expect(fetchPage.mock.calls[0]![0]).toEqual({
      page: 2,
      perPage: 10,
      query: 'griep',
      filters: { start: '2024-03-09' },
      order: { title: 'asc' },
    });
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('griep');
    expect(screen.getByRole('textbox', { name: 'Startdatum' })).toHaveValue('09-03-2024');
    expect(screen.getByRole('columnheader', { name: 'Titel' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps tables apart by id', async () => {
    window.localStorage.setItem(
      'datatable-andere-filters',
      JSON.stringify({ query: 'x', filters: { status: 'concept' }, sort: null, page: 1, perPage: 25 }),
    );
    const fetchPage = pagedServer(3);
    renderTable({ id: 'nieuws', fetchPage, queryKey: ['r2'] });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    expect(lastParams(fetchPage)).toEqual({ page: 1, perPage: 10, query: undefined, filters: {}, order: {} });
    // A table at its defaults leaves nothing behind.
    expect(window.localStorage.getItem('datatable-nieuws-filters')).toBeNull();
  });

  it('restores an autocomplete choice with its label', async () => {
    window.localStorage.setItem(
      'datatable-nieuws-filters',
      JSON.stringify({
        query: '',
        filters: { author: { value: 'u9', label: 'Eva Smit' } },
        sort: null,
        page: 1,
        perPage: 10,
      }),
    );
    const fetchPage = pagedServer(3);
    renderTable({ id: 'nieuws', fetchPage, queryKey: ['r3'] });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    expect(lastParams(fetchPage).filters).toEqual({ author: 'u9' });
    expect(screen.getByRole('combobox', { name: 'Auteur' })).toHaveValue('Eva Smit');
  });

  it('drops remembered values the table no longer offers, and ignores unreadable entries', async () => {
    window.localStorage.setItem(
      'datatable-nieuws-filters',
      JSON.stringify({
        query: 'ok',
        filters: { removed: 'x', status: 'deleted', start: '09-03-2024', tags: ['a', 'zz'] },
        sort: { field: 'status', direction: 'asc' },
        page: 1,
        perPage: 7,
      }),
    );
    const fetchPage = pagedServer(3);
    const view = renderTable({ id: 'nieuws', fetchPage, queryKey: ['r4'] });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    expect(lastParams(fetchPage)).toEqual({ page: 1, perPage: 10, query: 'ok', filters: { tags: ['a'] }, order: {} });
    view.unmount();

    window.localStorage.setItem('datatable-nieuws-filters', '{kapot');
    fetchPage.mockClear();
    renderTable({ id: 'nieuws', fetchPage, queryKey: ['r5'] });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    expect(lastParams(fetchPage)).toEqual({ page: 1, perPage: 10, query: undefined, filters: {}, order: {} });
  });

  it('goes to the last page that exists when the remembered one is past the end', async () => {
    window.localStorage.setItem(
      'datatable-nieuws-filters',
      JSON.stringify({ query: '', filters: {}, sort: null, page: 5, perPage: 10 }),
    );
    const fetchPage = pagedServer(12);
    renderTable({ id: 'nieuws', fetchPage, queryKey: ['r6'] });
    expect(await screen.findByRole('rowheader', { name: 'Bericht 11' })).toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([params]) => params.page)).toEqual([5, 2]);
  });
});

describe('DataTable: load errors', () => {
  // React and the router log the error they catch; here that error is the point of the test.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('forgets the remembered state and throws the status to the error page', async () => {
    window.localStorage.setItem(
      'datatable-nieuws-filters',
      JSON.stringify({ query: 'x', filters: { status: 'concept' }, sort: null, page: 3, perPage: 25 }),
    );
    const fetchPage = vi.fn(() => Promise.reject(new ApiError(403, 'forbidden')));
    renderTable({ id: 'nieuws', fetchPage, queryKey: ['e1'] });
    expect(await screen.findByText('foutstatus 403')).toBeInTheDocument();
    expect(window.localStorage.getItem('datatable-nieuws-filters')).toBeNull();
  });

  it('loads afresh when the user comes back after the error page (the failed answer is not thrown again)', async () => {
    const fetchPage = vi
      .fn<(params: ListParams, signal: AbortSignal) => Promise<ListPage<Row>>>()
      .mockRejectedValueOnce(new ApiError(500, 'internal_error'))
      .mockResolvedValue({ items: makeRows(1), totalItems: 1 });
    const all = { id: 'nieuws', label: 'Nieuwsbeheer', columns: columns(), fetchPage, queryKey: ['e3'] };
    const { router } = renderRoute('/', [
      { path: '/', element: <DataTable<Row> {...all} />, errorElement: <StatusProbe /> },
      { path: '/elders', element: <p>elders</p> },
    ]);
    expect(await screen.findByText('foutstatus 500')).toBeInTheDocument();
    await act(() => router.navigate('/elders'));
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('rowheader', { name: 'Bericht 1' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('throws a server error of the endpoint call with its status', async () => {
    mockApi({ [`GET ${newsEndpoint.path}?page=1&perPage=10`]: reply({ detail: 'internal_error' }, 500) });
    renderTable({ endpoint: newsEndpoint });
    expect(await screen.findByText('foutstatus 500')).toBeInTheDocument();
  });

  it('ignores a cancelled request: no error page, the remembered state stays', async () => {
    const stored = JSON.stringify({ query: 'x', filters: {}, sort: null, page: 1, perPage: 10 });
    window.localStorage.setItem('datatable-nieuws-filters', stored);
    const fetchPage = vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    renderTable({ id: 'nieuws', fetchPage, queryKey: ['e2'] });
    await waitFor(() => expect(fetchPage).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText(/foutstatus/)).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Nieuwsbeheer' })).toBeInTheDocument();
    expect(window.localStorage.getItem('datatable-nieuws-filters')).toBe(stored);
  });

  it('shows loading until the first answer', async () => {
    mockApi({ [`GET ${newsEndpoint.path}?page=1&perPage=10`]: pending });
    renderTable({ endpoint: newsEndpoint });
    const table = await screen.findByRole('table', { name: 'Nieuwsbeheer' });
    expect(within(table).getByText('Bezig met laden…')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'true');
  });
});

describe('DataTable: accessibility', () => {
  it('labels the scrolling region, the search landmark and every filter', async () => {
    renderTable({ fetchPage: pagedServer(1), queryKey: ['a1'] });
    const region = await screen.findByRole('region', { name: 'Nieuwsbeheer' });
    expect(region).toHaveAttribute('tabindex', '0');
    const search = screen.getByRole('search', { name: 'Filters' });
    for (const name of ['Titel', 'Startdatum'])
      expect(within(search).getByRole('textbox', { name })).toBeInTheDocument();
    for (const name of ['Auteur', 'Status', 'Labels']) {
      expect(within(search).getByRole('combobox', { name })).toBeInTheDocument();
    }
  });
});

/** A screen `width` px wide: the media queries of MUI's breakpoints answer as a browser of that width would. */
function screenWidth(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
    },
  });
}

describe("DataTable: column priorities and 'Kolommen' (issue 31)", () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  /** Titel always; Auteur hidden until chosen; Startdatum only from lg (1200 px) up. */
  function prioritised(): DataTableColumn<Row>[] {
    const [title, author, start, status] = columns();
    return [title!, { ...author!, hidden: true }, { ...start!, showFrom: 'lg' }, status!];
  }
  // `hidden`: also while the menu is open (a modal popup hides the page from the accessibility tree).
  const headers = () =>
    within(screen.getByRole('table', { name: 'Nieuwsbeheer', hidden: true }))
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);

  it('shows the columns of their priority, the others from the menu, and remembers the choice per table', async () => {
    screenWidth(1280);
    const { user, unmount } = renderTable({ fetchPage: pagedServer(3), queryKey: ['k1'], columns: prioritised() });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    expect(headers()).toEqual(['Titel', 'Startdatum', 'Status']);
    // A hidden column keeps its filter.
    expect(within(screen.getByRole('search')).getByRole('combobox', { name: 'Auteur' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kolommen' }));
    const menu = await screen.findByRole('menu', { name: 'Kolommen' });
    // The row header names the row: it cannot be hidden.
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual(['Auteur', 'Startdatum', 'Status']);
    expect(within(menu).getByRole('menuitem', { name: 'Standaardkolommen' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Auteur' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Status' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Auteur' })).toHaveAttribute('aria-checked', 'true');
    expect(headers()).toEqual(['Titel', 'Auteur', 'Startdatum']);
    expect(JSON.parse(window.localStorage.getItem('datatable-nieuws-columns')!)).toEqual({
      shown: ['author'],
      hidden: ['status'],
    });

    // Back on the screen later: the choice holds.
    unmount();
    const again = renderTable({ fetchPage: pagedServer(3), queryKey: ['k1'], columns: prioritised() });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    expect(headers()).toEqual(['Titel', 'Auteur', 'Startdatum']);
    await again.user.click(screen.getByRole('button', { name: 'Kolommen' }));
    await again.user.click(await screen.findByRole('menuitem', { name: 'Standaardkolommen' }));
    expect(headers()).toEqual(['Titel', 'Startdatum', 'Status']);
    expect(window.localStorage.getItem('datatable-nieuws-columns')).toBeNull();
  });

  it('leaves a column of a lower priority out below its breakpoint, unless chosen', async () => {
    window.localStorage.setItem('datatable-nieuws-columns', JSON.stringify({ shown: ['gone'], hidden: [1] }));
    screenWidth(1000);
    const { user } = renderTable({ fetchPage: pagedServer(3), queryKey: ['k2'], columns: prioritised() });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    // The damaged choice is ignored, the defaults hold.
    expect(headers()).toEqual(['Titel', 'Status']);
    await user.click(screen.getByRole('button', { name: 'Kolommen' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Startdatum' }));
    expect(headers()).toEqual(['Titel', 'Startdatum', 'Status']);
  });

  it('shows every column on the cards of a narrow screen, without the menu', async () => {
    window.localStorage.setItem('datatable-nieuws-columns', JSON.stringify({ shown: [], hidden: ['status'] }));
    screenWidth(390);
    renderTable({ fetchPage: pagedServer(3), queryKey: ['k3'], columns: prioritised() });
    await screen.findByRole('rowheader', { name: 'Bericht 1' });
    expect(headers()).toEqual(['Titel', 'Auteur', 'Startdatum', 'Status']);
    expect(screen.queryByRole('button', { name: 'Kolommen' })).not.toBeInTheDocument();
  });
});
