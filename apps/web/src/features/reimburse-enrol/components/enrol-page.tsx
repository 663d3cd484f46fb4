import type { TEnrolment } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { usePageMeta } from '../../../lib/page-meta';
import { useEnrolment } from '../api/enrolment';
import { EnrolFrame } from './enrol-frame';

interface EnrolPageProps {
  meta: { title: string; description: string };
  title: string;
  subtitle: string;
  /** The skeleton while the enrolment loads: how many rows, and its label. */
  skeleton: { rows: number; label: string };
  errorTitle: string;
  children: (enrolment: TEnrolment) => ReactNode;
}

/** An enrolment page outside the shell: its meta and frame, and the company's enrolment once loaded. */
export function EnrolPage({ meta, title, subtitle, skeleton, errorTitle, children }: EnrolPageProps) {
  usePageMeta(meta);
  const enrolment = useEnrolment();
  return (
    <EnrolFrame title={title} subtitle={subtitle}>
      <QueryState
        query={enrolment}
        skeleton={<ListSkeleton rows={skeleton.rows} label={skeleton.label} />}
        errorTitle={errorTitle}
      >
        {children}
      </QueryState>
    </EnrolFrame>
  );
}
