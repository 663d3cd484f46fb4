import type { TNotificationSettings } from '@seller-tools/contract';
import { and, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { reviewAlerts, reviewTags } from '../../db/schema/index.ts';

/** The parts of a user's notification settings that narrow which review alerts are theirs. */
export type TAlertScope = Pick<TNotificationSettings, 'alert_asins' | 'alert_tag_ids' | 'negative_stars'>;

// One user's alert scope (issue 25) as a condition on review_alerts, so the alert mails and the shell's
// bell pick the same alerts: their ASINs (empty: every ASIN), and for a negative review the stars they
// count as negative and one of their tags (empty: any review). Rating drops and removed reviews have no
// tags and no negative stars of their own; only the ASIN narrows them.
export function alertScopeWhere(scope: TAlertScope): SQL | undefined {
  const asin = sql<string>`${reviewAlerts.details}->>'asin'`;
  const stars = sql<number>`(${reviewAlerts.details}->>'stars')::int`;
  const tagged =
    scope.alert_tag_ids.length === 0
      ? undefined
      : sql`exists (select 1 from ${reviewTags} where ${reviewTags.channelId} = ${reviewAlerts.channelId}
          and ${reviewTags.reviewId} = ${reviewAlerts.subjectKey} and ${inArray(reviewTags.tagId, scope.alert_tag_ids)})`;
  return and(
    scope.alert_asins.length === 0 ? undefined : inArray(asin, scope.alert_asins),
    or(ne(reviewAlerts.kind, 'negative_review'), and(inArray(stars, scope.negative_stars), tagged)),
  );
}
