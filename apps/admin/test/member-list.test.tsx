import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { counts, depositRow, page } from './fixtures';
import { ok, post, requests, server } from './msw';
import { renderAdmin, signIn } from './render';
import { csvCell, toCsv } from '../src/lib/csv';

const row = (id: number, over: object = {}) => ({
  id,
  username: `m${id}`,
  realname: '张三',
  mobile: '13800138000',
  email: null,
  vip: 1,
  balance: '10.00',
  agent: null,
  is_agent: false,
  frozen: false,
  created_at: '2026-11-20 09:00:00',
  last_login_at: null,
  ...over,
});
const pageOf = (data: object[], current_page: number, last_page: number) => ({ data, total: 3, current_page, per_page: 200, last_page });

/** The text of the CSV the page handed to the browser's download. */
function captureDownload(): () => Promise<string> {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async () => {
    await waitFor(() => expect(blob).toBeDefined());
    // jsdom's Blob has no text(): read it as the browser would hand it to the file.
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
  };
}
afterEach(() => vi.restoreAllMocks());

describe('CSV cells', () => {
  it('escape what a spreadsheet would run as a formula (= + - @ tab CR first), keep plain numbers, quote commas and quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-1+cmd')).toBe("'-1+cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('-20.00')).toBe('-20.00');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a'], [['=1']])).toBe("\uFEFFa\r\n'=1\r\n");
  });
});

describe('the member list', () => {
  it('lists every member newest first without a search, and filters by state, VIP level and registration days', async () => {
    signIn('support');
    server.use(counts(), post('/api/admin/members/list', ok(pageOf([row(3), row(2), row(1)], 1, 1))));
    renderAdmin('/members');
    const table = await screen.findByTestId('members-table');
    expect(screen.getByTestId('members-masked-note').textContent).toContain('已部分隐藏');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent?.slice(0, 1)),
    ).toEqual(['3', '2', '1']);
    expect(requests.to('/api/admin/members/list')[0]!.body).toEqual({ page: 1, per_page: 20, agents_only: false });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '状态' }), 'frozen');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'VIP' }), '3');
    await userEvent.type(screen.getByLabelText('注册日期从'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(requests.to('/api/admin/members/list').at(-1)!.body).toEqual({
        page: 1,
        per_page: 20,
        state: 'frozen',
        vip: 3,
        from: '2026-11-01',
        agents_only: false,
      }),
    );
  });

  it('exports the filtered list as CSV, every page of it, formula cells escaped', async () => {
    signIn('finance');
    const download = captureDownload();
    server.use(
      counts(),
      post('/api/admin/members/list', (body) =>
        body.per_page === 200
          ? ok(body.page === 1 ? pageOf([row(3, { realname: '=cmd|calc' }), row(2)], 1, 2) : pageOf([row(1, { frozen: true })], 2, 2))
          : ok(pageOf([row(3)], 1, 1)),
      ),
    );
    renderAdmin('/members');
    await screen.findByTestId('members-table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '状态' }), 'frozen');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await userEvent.click(screen.getByTestId('members-export'));
    const text = await download();
    const exports = requests.to('/api/admin/members/list').filter((r) => (r.body as { per_page: number }).per_page === 200);
    expect(exports.map((r) => r.body)).toEqual([
      { page: 1, per_page: 200, state: 'frozen', agents_only: false, export: true },
      { page: 2, per_page: 200, state: 'frozen', agents_only: false, export: true },
    ]);
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('id,username,realname,mobile,email,vip,balance,agent,is_agent,frozen,created_at,last_login_at');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['3', '2', '1']);
    expect(lines[1]).toContain(",'=cmd|calc,");
  });
});

describe('review queue CSV', () => {
  it.each([
    ['finance', 'the bulk view'],
    ['support', 'the read-only view'],
  ])('exports the deposit queue with the filters on screen, every page (%s: %s)', async (role) => {
    signIn(role);
    const download = captureDownload();
    server.use(
      counts(),
      post('/api/admin/deposits', (body) =>
        body.per_page === 100
          ? ok({ ...page([depositRow({ username: '@alice', state: 2 })]), per_page: 100, last_page: 1 })
          : ok(page([depositRow({ state: 2 })])),
      ),
    );
    renderAdmin('/deposits');
    await screen.findByTestId('deposits-table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '状态' }), '2');
    await userEvent.type(screen.getByLabelText('会员账号'), 'alice');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await userEvent.click(screen.getByTestId('queue-export'));
    const text = await download();
    const sent = requests.to('/api/admin/deposits').filter((r) => (r.body as { per_page?: number }).per_page === 100);
    expect(sent.map((r) => r.body)).toEqual([{ page: 1, per_page: 100, state: 2, username: 'alice' }]);
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]!.startsWith('deposit_no,username,paytype')).toBe(true);
    expect(lines[1]!.startsWith("D1001,'@alice,bank,")).toBe(true);
  });
});
