import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { EnvironmentOptions, Rolldown, ViteBuilder } from 'vite';

// `vite build` of the web app: the browser bundle, then the prerender entry built for Node, which renders
// the public marketing pages into static HTML beside the bundle (issue 4: the page paints before the
// JavaScript has loaded). The server sends them for their paths (apps/server/src/plugins/web-static.ts).

const SERVER_ENTRY = 'src/prerender/render-page.tsx';
const SERVER_ENTRY_NAME = 'render-page';
// The script a prerendered page loads instead of main.tsx's (it imports main.tsx after the first paint).
const CLIENT_ENTRY = 'src/prerender/client-entry.ts';
const CLIENT_ENTRY_NAME = 'prerendered-page';

interface TPrerenderModule {
  PRERENDERED_DIR: string;
  prerenderSite(template: string, entryScript: string): Promise<{ file: string; html: string }[]>;
  withoutStylesheets(html: string): string;
}

/**
 * Inlines the CSS rules a page's markup uses, so it paints without waiting for a stylesheet; the app's
 * stylesheets then load after the first paint (client-entry.ts), so their links are dropped here
 * (`body` only moves them, out of the way of the first paint, before withoutStylesheets removes them).
 * Mantine's own <style> tags are left as they are: hydration expects them as rendered.
 */
function criticalCss(distDir: string, base: string): Beasties {
  return new Beasties({
    path: distDir,
    publicPath: base,
    preload: 'body',
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
}

/** The browser build's entries: the SPA shell, and the script of the prerendered pages. */
export function clientEnvironment(webRoot: string): EnvironmentOptions {
  return {
    build: {
      rolldownOptions: {
        input: {
          index: path.join(webRoot, 'index.html'),
          [CLIENT_ENTRY_NAME]: path.join(webRoot, CLIENT_ENTRY),
        },
      },
    },
  };
}

/**
 * The Node build of the prerender entry. Written under node_modules so Node resolves the libraries it
 * leaves external; one folder per build, so two builds at once (a bench and a test run) never share one.
 */
export function prerenderEnvironment(webRoot: string): EnvironmentOptions {
  return {
    build: {
      outDir: path.join(webRoot, 'node_modules', '.cache', `prerender-${process.pid}-${Date.now()}`),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { input: { [SERVER_ENTRY_NAME]: path.join(webRoot, SERVER_ENTRY) } },
    },
  };
}

function outDirOf(builder: ViteBuilder, name: 'client' | 'ssr'): string {
  const environment = builder.environments[name];
  if (!environment) throw new Error(`prerender: no ${name} environment`);
  return path.resolve(environment.config.root, environment.config.build.outDir);
}

function entryFileOf(output: Awaited<ReturnType<ViteBuilder['build']>>, name: string): string {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  for (const { output: files } of outputs) {
    const entry = files.find((file) => file.type === 'chunk' && file.isEntry && file.name === name);
    if (entry) return entry.fileName;
  }
  throw new Error(`prerender: the browser build has no ${name} entry`);
}

export async function buildWithPrerender(builder: ViteBuilder): Promise<void> {
  const { client, ssr } = builder.environments;
  if (!client || !ssr) throw new Error('prerender: the build needs the client and ssr environments');
  const clientEntry = entryFileOf(await builder.build(client), CLIENT_ENTRY_NAME);
  await builder.build(ssr);
  const distDir = outDirOf(builder, 'client');
  const serverDir = outDirOf(builder, 'ssr');
  try {
    const entry = pathToFileURL(path.join(serverDir, `${SERVER_ENTRY_NAME}.js`)).href;
    const { PRERENDERED_DIR, prerenderSite, withoutStylesheets } = (await import(entry)) as TPrerenderModule;
    const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const pages = await prerenderSite(template, `${client.config.base}${clientEntry}`);
    const inliner = criticalCss(distDir, client.config.base);
    for (const { file, html } of pages) {
      const target = path.join(distDir, PRERENDERED_DIR, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, withoutStylesheets(await inliner.process(html)));
    }
    builder.config.logger.info(`prerendered ${pages.length} pages into ${PRERENDERED_DIR}/`);
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}
