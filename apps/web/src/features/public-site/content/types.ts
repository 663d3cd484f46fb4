import type { TablerIcon } from '@tabler/icons-react';

export interface TBenefit {
  icon: TablerIcon;
  title: string;
  text: string;
}

export interface TStep {
  title: string;
  text: string;
}

export interface TQuestion {
  question: string;
  answer: string;
}

/** Everything a service or feature page says; the page adds its mock-up. */
export interface TModulePageContent {
  meta: { title: string; description: string };
  /** "Service" or "Feature", shown above the heading. */
  eyebrow: string;
  title: string;
  lead: string;
  /** Three short promises beside the picture. */
  highlights: readonly string[];
  benefits: { title: string; intro: string; items: readonly TBenefit[] };
  steps: { title: string; items: readonly TStep[] };
  faq: readonly TQuestion[];
  /** Paths of the pages offered at the end as "works well with". */
  related: readonly string[];
}
