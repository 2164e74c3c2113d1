/** Downloads rows as a CSV file (UTF-8 with BOM so spreadsheets read Thai and Chinese right). */
export function downloadCsv(
  name: string,
  columns: { title: string; value: (row: never) => unknown }[],
  rows: unknown[],
) {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [
    columns.map((c) => cell(c.title)).join(','),
    ...rows.map((r) => columns.map((c) => cell((c.value as (row: unknown) => unknown)(r))).join(',')),
  ];
  const blob = new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  a.click();
  URL.revokeObjectURL(a.href);
}
