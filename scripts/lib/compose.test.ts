import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from './processes.ts';

// compose.yaml and the Dockerfile cannot be run here (no image can be pulled), so this reads them as
// an orchestrator would and checks what would break at the first `docker compose up` (issue 23): every
// command a service runs exists in the image, every file the image copies exists, every variable a
// process is given is one the README documents, and the proxy points at the API's port.

type TService = {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
};

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, TService> };
const dockerfile = read('Dockerfile');
const readme = read('README.md');
const ownImage = Object.entries(compose.services).filter(([, s]) => s.image === 'seller-tools:latest');

describe('compose.yaml and the Dockerfile', () => {
  it('runs the API, workers, sandbox, proxy and PostgreSQL, the product services from the one image', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'postgres', 'proxy', 'sandbox', 'worker']);
    expect(ownImage.map(([name]) => name).sort()).toEqual(['api', 'sandbox', 'worker']);
    for (const [, service] of ownImage) expect(service.build).toBe('.');
    expect(compose.services.api?.environment?.ROLE).toBe('api');
    expect(compose.services.worker?.environment?.ROLE).toBe('worker');
  });

  it('starts every service with a file the image holds', () => {
    for (const [name, service] of ownImage) {
      const [program, script] = service.command ?? [];
      expect(program, name).toBe('node');
      expect(existsSync(path.join(REPO_ROOT, script ?? '')), `${name}: ${script}`).toBe(true);
      // The image copies the folder the script lives in.
      expect(dockerfile, name).toContain(`COPY ${(script ?? '').split('/').slice(0, 3).join('/')}`);
    }
    const cmd = /^CMD \[(.*)\]$/m.exec(dockerfile)?.[1] ?? '';
    const [, main] = JSON.parse(`[${cmd}]`) as string[];
    expect(existsSync(path.join(REPO_ROOT, main ?? ''))).toBe(true);
  });

  it('copies only paths that exist', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
      (m[1] ?? '').split(' '),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) expect(existsSync(path.join(REPO_ROOT, source)), source).toBe(true);
  });

  it('gives the processes only variables the README documents', () => {
    for (const [name, service] of ownImage) {
      for (const variable of Object.keys(service.environment ?? {})) {
        expect(readme.includes(`\`${variable}\``), `${name}: ${variable} is not in the README`).toBe(true);
      }
    }
  });

  it("points the proxy at the API processes' port, with a config file that exists", () => {
    const mount = compose.services.proxy?.volumes?.[0] ?? '';
    const file = mount.split(':')[0] ?? '';
    const conf = read(file);
    expect(conf).toContain(`server api:${compose.services.api?.environment?.PORT}`);
  });
});
