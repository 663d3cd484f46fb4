import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Seller Tools';

export interface TPageMeta {
  /** The page's own title; the site name is appended. None: the site's default title. */
  title?: string;
  /** The meta description search engines show under the title. */
  description: string;
}

export function formatPageTitle(title?: string): string {
  return title
    ? `${title} | ${SITE_NAME}`
    : `${SITE_NAME}: reviews, ratings and review requests for Amazon sellers`;
}

/**
 * Set only by the build-time prerender: effects never run there, so the page hands its meta over while it
 * renders, and the prerender writes it into the static HTML's <title> and description (issue 4: SEO).
 */
export const PageMetaCollectorContext = createContext<((meta: TPageMeta) => void) | null>(null);

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * Sets the document title and meta description while the page is shown, and puts back what was there
 * before when it goes, so a page without its own meta never shows the previous page's.
 */
export function usePageMeta({ title, description }: TPageMeta): void {
  useContext(PageMetaCollectorContext)?.({ title, description });
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = formatPageTitle(title);
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
