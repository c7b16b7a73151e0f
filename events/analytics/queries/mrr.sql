-- Monthly recurring revenue at the end of each month with a plan change: for each artist, the last
-- subscription.changed up to the month's end says whether they are on Pro and what their
-- subscription brings in per month (a yearly price / 12, less the referral discount).
WITH changes AS (
  SELECT DISTINCT
    json_extract_scalar(detail, '$.metadata.id') AS event_id,
    json_extract_scalar(detail, '$.payload.artistId') AS artist_id,
    from_iso8601_timestamp(json_extract_scalar(detail, '$.metadata.occurredAt')) AS changed_at,
    json_extract_scalar(detail, '$.payload.plan') AS plan,
    coalesce(CAST(json_extract_scalar(detail, '$.payload.monthlyAmountCents') AS INTEGER), 0) AS monthly_cents,
    coalesce(json_extract_scalar(detail, '$.payload.currency'), 'EUR') AS currency
  FROM events
  WHERE detail_type = 'subscription.changed'
),
months AS (
  SELECT DISTINCT date_trunc('month', changed_at) AS month FROM changes
),
latest AS (
  SELECT
    months.month,
    changes.artist_id,
    changes.plan,
    changes.monthly_cents,
    changes.currency,
    row_number() OVER (PARTITION BY months.month, changes.artist_id ORDER BY changes.changed_at DESC, changes.event_id DESC) AS position
  FROM months
  JOIN changes ON changes.changed_at < months.month + INTERVAL '1' MONTH
)
SELECT
  month,
  currency,
  count_if(plan = 'pro') AS pro_artists,
  sum(CASE WHEN plan = 'pro' THEN monthly_cents ELSE 0 END) / 100.0 AS mrr
FROM latest
WHERE position = 1
GROUP BY month, currency
ORDER BY month, currency
