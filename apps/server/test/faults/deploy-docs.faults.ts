import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { renderNginxConf } from './nginx';
import { nginxTemplate, repoRoot } from './proc';

const guide = fs.readFileSync(path.join(repoRoot, 'docs/deploy.md'), 'utf8');

/** docs/deploy.md shows what the fault suite runs, not a copy that drifts. */
describe('docs/deploy.md', () => {
  it('shows deploy/nginx.conf unchanged, and names every placeholder in its envsubst command', () => {
    const conf = fs.readFileSync(nginxTemplate, 'utf8');
    expect(guide).toContain(`\`\`\`nginx\n${conf}\`\`\``);
    const placeholders = [...new Set(conf.match(/\$\{WAYFARE_[A-Z0-9_]+\}/g))];
    expect(placeholders.length).toBeGreaterThan(0);
    const envsubst = /envsubst '([^']+)'/.exec(guide)?.[1] ?? '';
    expect(envsubst.split(' ').sort()).toEqual([...placeholders].sort());
    // Rendering leaves no placeholder behind.
    const values = Object.fromEntries(placeholders.map((p, i) => [p.slice(2, -1), `127.0.0.1:${3000 + i}`]));
    expect(renderNginxConf(values)).not.toMatch(/\$\{WAYFARE_[A-Z0-9_]+\}/);
  });

  it('lists every environment variable the server reads', () => {
    for (const name of Object.keys(configSchema.shape)) expect(guide, name).toContain(`\`${name}\``);
  });

  it('gives the backup and restore commands the restore test runs', () => {
    for (const command of [
      'pg_dump --format=custom',
      'dropdb --if-exists --force --maintenance-db=',
      'createdb --maintenance-db=',
      'pg_restore --exit-on-error --no-owner --dbname=',
      'npm run ledger:check',
    ])
      expect(guide).toContain(command);
  });
});
