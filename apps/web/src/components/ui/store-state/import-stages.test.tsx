import { IMPORT_STAGE_REASONS, type TImportStage } from '@seller-tools/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ImportStages } from './import-stages';

const stage = (
  name: string,
  status: TImportStage['status'],
  counts: Record<string, number>,
  reason: string | null = null,
): TImportStage => ({
  stage: name,
  status,
  counts,
  reason,
  started_at: null,
  finished_at: null,
});

describe('ImportStages', () => {
  it("names what each stage read in a seller's words, without the sync's bookkeeping", () => {
    renderWithProviders(
      <ImportStages
        stages={[
          stage('orders', 'done', { orders: 24620, items: 26573, windows: 25, windowsDone: 25 }),
          stage('ads', 'done', { reports: 9, profiles: 1, daily_metrics: 24643 }),
        ]}
      />,
    );
    expect(screen.getByText('24,620 orders, 26,573 order items')).toBeInTheDocument();
    expect(screen.getByText('1 ad profiles, 24,643 daily ad metrics')).toBeInTheDocument();
  });

  it('says how many months of orders are read while the import runs', () => {
    renderWithProviders(
      <ImportStages stages={[stage('orders', 'running', { orders: 900, windows: 25, windowsDone: 3 })]} />,
    );
    expect(screen.getByText('900 orders, 3 of 25 months read')).toBeInTheDocument();
  });

  it("says why a stage failed in words, from its reason code (never the error's own text)", () => {
    renderWithProviders(
      <ImportStages
        stages={[
          stage('orders', 'failed', { orders: 10, quarantined: 2 }, 'amazon_throttled'),
          stage('ads', 'failed', {}, 'some_new_code'),
        ]}
      />,
    );
    expect(screen.getByText(IMPORT_STAGE_REASONS.amazon_throttled as string)).toBeInTheDocument();
    expect(screen.getByText(IMPORT_STAGE_REASONS.internal_error as string)).toBeInTheDocument();
    expect(screen.getByText('10 orders, 2 malformed records skipped')).toBeInTheDocument();
  });
});
