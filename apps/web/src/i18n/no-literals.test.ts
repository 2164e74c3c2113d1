import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * Every word a user can see goes through i18n. This walks the syntax tree of every screen and widget
 * and fails on words written straight into JSX: text children, `{'literal'}` children, user-facing
 * attributes (placeholder, title, aria-label, alt...) and the content/title of toasts and dialogs.
 */
const root = join(import.meta.dirname, '..');
const visibleProps = new Set([
  'title',
  'placeholder',
  'label',
  'alt',
  'aria-label',
  'aria-description',
  'content',
  'description',
  'confirmText',
  'cancelText',
  'text',
  'loadingText',
  'pullingText',
  'canReleaseText',
  'refreshingText',
  'completeText',
  'endedText',
  'prefix',
  'extra',
]);
const dialogProps = new Set(['content', 'title', 'confirmText', 'cancelText', 'header']);
const hasWords = (s: string) => /\p{L}{2,}/u.test(s);

type Node = { type: string; start: number; [k: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const stringOf = (n: unknown): string | null =>
  isNode(n) && n.type === 'Literal' && typeof n.value === 'string' ? n.value : null;
const nameOf = (n: unknown): string => (isNode(n) ? String(n.name ?? n.value ?? '') : '');

export function scanCode(code: string, label: string): string[] {
  const found: string[] = [];
  const line = (n: Node) => `${label}:${code.slice(0, n.start).split('\n').length}`;
  const visit = (n: unknown, parent?: Node) => {
    if (Array.isArray(n)) {
      for (const child of n) visit(child, parent);
      return;
    }
    if (!isNode(n)) return;
    if (n.type === 'JSXText' && hasWords(String(n.value))) found.push(`${line(n)} text "${String(n.value).trim()}"`);
    if (n.type === 'JSXExpressionContainer' && parent?.type !== 'JSXAttribute') {
      const s = stringOf(n.expression);
      if (s && hasWords(s)) found.push(`${line(n)} {"${s}"}`);
    }
    if (n.type === 'JSXAttribute' && visibleProps.has(nameOf(n.name))) {
      const value = isNode(n.value) && n.value.type === 'JSXExpressionContainer' ? n.value.expression : n.value;
      const s = stringOf(value);
      if (s && hasWords(s)) found.push(`${line(n)} ${nameOf(n.name)}="${s}"`);
    }
    if (n.type === 'Property' && dialogProps.has(nameOf(n.key))) {
      const s = stringOf(n.value);
      if (s && hasWords(s)) found.push(`${line(n)} ${nameOf(n.key)}: "${s}"`);
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'type') visit(v, n);
  };
  visit(parseAst(code, { lang: 'tsx' }));
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'test' ? [] : sourceFiles(p);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [p] : [];
  });
}

describe('no untranslated text in the UI source', () => {
  const files = sourceFiles(root);

  it('finds the screens and widgets to check', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('has no literal words in JSX, visible attributes, toasts or dialogs', () => {
    const hits = files.flatMap((f) => scanCode(readFileSync(f, 'utf8'), relative(root, f)));
    expect(hits).toEqual([]);
  });

  it('catches each kind of mistake it is meant to catch', () => {
    const probe = [
      `const a = <p title="Hello there">Welcome back {'Sign in'} <b>{t('ok.key')}</b> · 42 ×</p>;`,
      `Toast.show({ content: 'Copied!' });`,
      `const b = <img alt="" src="/x.png" className="card" />;`,
    ].join('\n');
    const hits = scanCode(probe, 'probe');
    expect(hits).toEqual([
      'probe:1 title="Hello there"',
      'probe:1 text "Welcome back"',
      'probe:1 {"Sign in"}',
      'probe:2 content: "Copied!"',
    ]);
  });
});
